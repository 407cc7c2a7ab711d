/**
 * `npm run bench:scan` (issue 32): the real server on a fresh database serving the build, Chromium's
 * fake camera showing a film (white, then the barcode; looped), the CPU 4× slower. For EAN-13,
 * Code 128 and DataMatrix, 50 scans each in the quick order's continuous mode: the time from the
 * barcode entering the picture to the line added (tests/bench/scan-timing.ts), p50/p95; and what
 * the first opening of the scanner loads (gzip). Needs a build (`npm run build`).
 * `-- --scans N` takes N scans a format.
 */

import { logInFromLoginPage, WERKSTATT } from '../e2e/account-helpers'
import { type Barcode, fakeCameraSequence, launchWithFakeCamera } from '../e2e/fake-camera'
import { closeScanner, gtinParts, scanButton, scanStatus } from '../e2e/scan-helpers'
import { percentile } from './bench-kit'
import { withFreshShop } from './first-pages'
import { scanLatencies } from './scan-latencies'
import { gzipBytes, recordLoadedFiles, watchScans } from './scan-timing'

const scansArg = process.argv.indexOf('--scans')
const SCANS = scansArg === -1 ? 50 : Number(process.argv[scansArg + 1])
// A second of white, then the barcode for two: time to decode at 4× CPU, and for the scanner to see it go.
// Longer than the scanner's repeat window (1.5 s, src/shared/lib/scan/repeat-guard.ts): each loop is a new scan.
const WHITE_FRAMES = 55
const BARCODE_FRAMES = 45
const CYCLE_SECONDS = (WHITE_FRAMES + BARCODE_FRAMES) / 30

await withFreshShop(async (origin, dataDir) => {
  const [part] = gtinParts(1, 0, dataDir)
  if (!part) throw new Error('the demo catalogue has no part with a GTIN')
  const formats: Array<{ name: string; barcode: Barcode }> = [
    { name: 'ean_13', barcode: { bcid: 'ean13', text: part.gtin } },
    { name: 'code_128', barcode: { bcid: 'code128', text: part.sku } },
    { name: 'data_matrix', barcode: { bcid: 'datamatrix', text: part.sku } },
  ]
  for (const [index, format] of formats.entries()) {
    const film = await fakeCameraSequence([
      { barcode: null, frames: WHITE_FRAMES },
      { barcode: format.barcode, frames: BARCODE_FRAMES },
    ])
    const context = await launchWithFakeCamera(film, { origin })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await logInFromLoginPage(page, 'de', WERKSTATT)
      await page.goto('/infocenter/quickorder')
      await scanButton(page, 'quickOrder').waitFor()
      if (index === 0) {
        const detector = await page.evaluate(async () =>
          'BarcodeDetector' in window
            ? `yes (${(await (window as unknown as { BarcodeDetector: { getSupportedFormats(): Promise<string[]> } }).BarcodeDetector.getSupportedFormats()).join(', ') || 'no formats'})`
            : 'no (zxing-wasm decodes)',
        )
        console.log(`scan barcode_detector=${detector}`)
      }
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const loaded = recordLoadedFiles(page, origin)
      await scanButton(page, 'quickOrder').click()
      await page.locator('[data-testid="scanner"] video').waitFor({ state: 'attached', timeout: 60_000 })
      await scanStatus(page).waitFor({ state: 'attached' })
      const times = await watchScans(page)
      // One scan more than counted: the first may wait for the decoder to start.
      const deadline = Date.now() + (SCANS + 1) * CYCLE_SECONDS * 3_000 + 60_000
      while (scanLatencies(await times()).length < SCANS + 1) {
        if (Date.now() > deadline) throw new Error(`${format.name}: ${scanLatencies(await times()).length} scans in time`)
        await page.waitForTimeout(1000)
      }
      const [first, ...rest] = scanLatencies(await times())
      const sorted = rest.slice(0, SCANS).sort((a, b) => a - b)
      console.log(
        `scan format=${format.name} scans=${sorted.length} p50_ms=${Math.round(percentile(sorted, 0.5))} p95_ms=${Math.round(percentile(sorted, 0.95))} first_scan_ms=${Math.round(first ?? Number.NaN)} (4x CPU, fake camera 640x480 30 fps, appearance by ${(await times()).clock})`,
      )
      if (index === 0) {
        const files = loaded()
        console.log(
          `scan first_open_gzip_kb=${(gzipBytes(files, 'dist') / 1024).toFixed(1)} files=${files.join(',') || 'none'} (scripts and wasm fetched from opening the scanner to its first scan)`,
        )
      }
      await closeScanner(page)
    } finally {
      await context.close()
    }
  }
})

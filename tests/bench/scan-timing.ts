/**
 * What `npm run bench:scan` measures inside the page (tests/bench/scan-bench.ts): when the barcode
 * enters the camera picture and when the scanner announces the line, both on the page's clock.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Page } from '@playwright/test'
import type { ScanTimes } from './scan-latencies'

/**
 * Watches the scanner's video frame by frame (requestVideoFrameCallback): the film is white between
 * barcodes, so the first frame with anything dark across its middle row is the barcode entering the
 * picture, timed by the frame's capture time (its presentation time where Chromium gives none).
 * The scanner's status element changing is the line added.
 */
export async function watchScans(page: Page) {
  // tsx (esbuild, keeping names) wraps the named function below in a helper of its own that the page lacks.
  await page.evaluate('globalThis.__name ??= (target) => target')
  await page.evaluate(() => {
    const times = { appeared: [] as number[], announced: [] as number[], clock: '' }
    ;(window as unknown as { scanTimes: typeof times }).scanTimes = times
    const video = document.querySelector('[data-testid="scanner"] video') as HTMLVideoElement
    const root = document.querySelector('[data-testid="scanner"]') as HTMLElement
    const canvas = document.createElement('canvas')
    canvas.width = 64
    canvas.height = 1
    const draw = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D
    let showing = false
    video.requestVideoFrameCallback(function onFrame(_now: number, frame: VideoFrameCallbackMetadata) {
      // One row shrunk to 64 pixels: bars average to grey, the white film stays 255.
      draw.drawImage(video, 0, Math.floor(video.videoHeight / 2), video.videoWidth, 1, 0, 0, 64, 1)
      const row = draw.getImageData(0, 0, 64, 1).data
      let dark = false
      for (let i = 0; i < row.length && !dark; i += 4) dark = (row[i] ?? 255) < 230
      if (dark && !showing) {
        times.clock = frame.captureTime === undefined ? 'presentationTime' : 'captureTime'
        times.appeared.push(frame.captureTime ?? frame.presentationTime)
      }
      showing = dark
      video.requestVideoFrameCallback(onFrame)
    })
    // The whole view is watched: React may put a new status element in place of the old one.
    let said = ''
    new MutationObserver(() => {
      const text = root.querySelector('[role="status"]')?.textContent?.trim() ?? ''
      if (text && text !== said) times.announced.push(performance.now())
      said = text
    }).observe(root, { childList: true, characterData: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { scanTimes: ScanTimes }).scanTimes)
}

/**
 * Every script and wasm file the page asks for from now on. The page only: the service worker's own
 * fetches (its precache of every lazy chunk after an update) are not what opening the scanner costs.
 */
export function recordLoadedFiles(page: Page, origin: string) {
  const files = new Set<string>()
  const onResponse = (response: { url(): string }) => {
    const url = new URL(response.url())
    if (url.origin === origin && /\.(m?js|wasm)$/.test(url.pathname)) files.add(url.pathname)
  }
  page.on('response', onResponse)
  return () => {
    page.off('response', onResponse)
    return [...files]
  }
}

/** The files' size after gzip, as the build in `staticDir` holds them. */
export function gzipBytes(files: string[], staticDir: string) {
  return files.reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(staticDir, file))).length, 0)
}

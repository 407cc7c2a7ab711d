/**
 * `npm run bench:app-ready`: what a person on a weak line waits for on each first page, in Chromium with
 * Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down) and a 4× slower CPU: the largest paint, and
 * the moment the app is there (the header's real search field; the server's shell has only its outline).
 * Median of five fresh visits a page. `-- --static DIR` measures another build (an older `dist/` kept
 * for comparison). Needs a build (`npm run build`).
 */
import { FIRST_PAGES, launchChromium, withFreshShop } from './first-pages'

const RUNS = 5
const staticArg = process.argv.indexOf('--static')
const staticDir = staticArg === -1 ? 'dist' : (process.argv[staticArg + 1] ?? 'dist')
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

await withFreshShop(async (origin) => {
  const browser = await launchChromium()
  try {
    for (const firstPage of FIRST_PAGES) {
      const largestPaint: number[] = []
      const appReady: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        })
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.addInitScript(() => {
          const seen = window as unknown as { largestPaint: number }
          seen.largestPaint = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) seen.largestPaint = entry.startTime
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        })
        await page.goto(`${origin}${firstPage.path}`, { waitUntil: 'commit' })
        await page.locator('input[type="search"]').first().waitFor({ timeout: 60_000 })
        appReady.push(await page.evaluate(() => performance.now()))
        await page.waitForTimeout(500)
        largestPaint.push(await page.evaluate(() => (window as unknown as { largestPaint: number }).largestPaint))
        await context.close()
      }
      console.log(
        `app_ready page=${firstPage.name} build=${staticDir} largest_paint_ms=${Math.round(median(largestPaint))} app_ready_ms=${Math.round(median(appReady))} (median of ${RUNS}, slow 4G, 4x CPU)`,
      )
    }
  } finally {
    await browser.close()
  }
}, staticDir)

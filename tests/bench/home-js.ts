/**
 * `npm run bench:home-js`: how much JavaScript each first page (home, a product, search results) makes
 * a new visitor's browser download, compressed as the server sends it. The budget is 175 kB a page on
 * React 19 (decision 013). Needs a build (`npm run build`); starts the real server on a throw-away database.
 */
import { FIRST_PAGES, launchChromium, withFreshShop } from './first-pages'

const BUDGET_KB = 175

await withFreshShop(async (origin) => {
  const browser = await launchChromium()
  try {
    for (const firstPage of FIRST_PAGES) {
      // A new context per page: nothing cached, no service worker yet, as on a first visit.
      const context = await browser.newContext()
      const page = await context.newPage()
      const scripts: Array<{ url: string; bytes: number }> = []
      page.on('requestfinished', async (request) => {
        if (request.resourceType() !== 'script') return
        const sizes = await request.sizes()
        scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })
      })
      await page.goto(`${origin}${firstPage.path}`, { waitUntil: 'networkidle' })
      await context.close()
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024
      console.log(`${firstPage.name} (${firstPage.path})`)
      for (const s of scripts.sort((a, b) => b.bytes - a.bytes))
        console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(7)} kB  ${s.url}`)
      console.log(
        `first_page_js page=${firstPage.name} files=${scripts.length} transferred_kb=${total.toFixed(1)} (gzip as served; budget ${BUDGET_KB} kB${total > BUDGET_KB ? ', OVER' : ''})`,
      )
    }
  } finally {
    await browser.close()
  }
})

import { expect, type Page, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'

/**
 * Issue 17: a first page paints its largest element from the HTML, in its language, before any script
 * runs (server/plugins/first-paint.ts); the app's first render then puts the same thing in the same place.
 * "Before any script" is shown with scripts switched off: what is painted then came from the server.
 */
const PRODUCT = '/products/15-10000-brake-caliper'

async function headingBox(page: Page) {
  const box = await page.getByRole('heading', { level: 1 }).or(page.locator('.app-shell h1')).first().boundingBox()
  return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }
}

for (const width of [390, 768]) {
  test(`${width} px: home and search results paint their heading from the HTML where the app shows it`, async ({ browser }) => {
    for (const [path, heading] of [
      ['/', tr('de', 'Spare parts for trucks, trailers and buses')],
      ['/ru/search/results?term=bremsscheibe', tr('ru', 'Results for “{0}”', { 0: 'bremsscheibe' })],
    ] as const) {
      const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } })
      const html = await withoutScripts.newPage()
      await html.goto(path)
      await expect(html.locator('.app-shell h1')).toHaveText(heading)
      const painted = await headingBox(html)
      await withoutScripts.close()

      const app = await browser.newContext({ viewport: { width, height: 800 } })
      const page = await app.newPage()
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('.app-shell')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      expect(await headingBox(page), `${path} at ${width} px`).toEqual(painted)
      await app.close()
    }
  })
}

test('the HTML names its language; a product page paints its image, other pages only the header frame', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  // The image is asked for before any script or stylesheet, at the size the page shows it.
  const head = (await (await page.request.get(`/en${PRODUCT}`)).text()).split('</head>')[0] ?? ''
  expect(head.indexOf('<link rel="preload" as="image"')).toBeGreaterThan(0)
  expect(head.indexOf('<link rel="preload" as="image"')).toBeLessThan(head.indexOf('<script'))
  // The scripts are not needed for that paint: the app's own is asked for after it (decision 013), the
  // page's chunks the server names yield the line to the stylesheet and the image.
  expect(head).not.toContain('<script type="module"')
  expect(head).toMatch(/<script defer src="\/assets\/start-after-paint-[^"]+\.js" data-entry="\/assets\/index-[^"]+\.js"/)
  const chunkHints = head.match(/<link rel="modulepreload"[^>]*>/g) ?? []
  expect(chunkHints.length).toBeGreaterThanOrEqual(2)
  for (const tag of chunkHints) expect(tag).toContain('fetchpriority="low"')
  await page.goto(`/en${PRODUCT}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const image = page.locator('.app-shell .product__image img')
  await expect(image).toHaveAttribute('fetchpriority', 'high')
  await expect(image).toHaveAttribute('sizes', '320px')
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await page.goto('/ru/vin')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.locator('.app-shell .site-header')).toBeVisible()
  await expect(page.locator('.app-shell main')).toHaveCount(0)
  await context.close()
})

test('the app’s code is asked for once the stylesheet and a product page’s image are in, not beside them', async ({ page }) => {
  await page.goto(`/en${PRODUCT}`)
  await expect(page.getByRole('searchbox').first()).toBeVisible()
  const times = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const find = (pattern: RegExp) => resources.find((resource) => pattern.test(new URL(resource.name).pathname))
    return {
      entry: find(/^\/assets\/index-[^/]+\.js$/)?.startTime,
      stylesheet: find(/^\/assets\/index-[^/]+\.css$/)?.responseEnd,
      image: find(/^\/images\//)?.responseEnd,
    }
  })
  // What the first paint needs has arrived before the app's code is even asked for (decision 013).
  expect(times.entry).toBeGreaterThan(times.stylesheet ?? Number.POSITIVE_INFINITY)
  expect(times.entry).toBeGreaterThan(times.image ?? Number.POSITIVE_INFINITY)
})

import { expect, test } from '@playwright/test'
import { blockingAxeFindings } from './axe-helpers'

for (const [name, path] of [
  ['home', '/'],
  ['home in English', '/en'],
  ['geoselection', '/geoselection'],
  ['404 page', '/no/such/page'],
] as const) {
  test(`${name} has no serious or critical axe findings`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('main')).not.toBeEmpty()
    await expect(page.getByRole('contentinfo').getByRole('heading').first()).toBeVisible()
    expect(await blockingAxeFindings(page)).toEqual([])
  })
}

test('touch targets reach 44 px on a tablet', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await page.goto('/geoselection')
  await expect(page.getByRole('button').first()).toBeVisible()
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main a, header button, header a, header select, header input')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ el: el.outerHTML.slice(0, 60), rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.height < 44)
      .map(({ el, rect }) => `${el} ${Math.round(rect.height)}px`),
  )
  expect(small).toEqual([])
  await context.close()
})

import { expect, test } from '@playwright/test'

/**
 * Issue 17: the page a visitor lands on renders in steps (src/shared/lib/landing-render.ts): the first
 * screen, then the rest of a result list a few cards a task, then the footer. Nothing may be missing
 * once it has settled, and a list returned to by "back" must be whole at once and show the part the
 * buyer opened where it was.
 */
const RESULTS = '/search/results?term=bremsscheibe'

test('a landing results page ends up with its whole page of cards and the footer', async ({ page }) => {
  await page.goto(RESULTS)
  await expect(page.locator('.product-card')).toHaveCount(24)
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('back to the results lands on the part the buyer opened', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto(RESULTS)
  const title = page.locator('.product-card').nth(19).getByRole('heading').getByRole('link')
  await title.scrollIntoViewIfNeeded()
  const href = (await title.getAttribute('href')) ?? ''
  const topWhenOpened = (await title.boundingBox())?.y ?? Number.NaN
  await title.click()
  await expect(page).toHaveURL(href)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  const opened = page.locator(`.product-card h3 a[href="${href}"]`)
  await expect(opened).toBeInViewport()
  // Where it was on the screen, not just somewhere on it (src/shared/lib/return-to-opened.ts).
  const distanceFromBefore = async () => Math.abs(((await opened.boundingBox())?.y ?? Number.NaN) - topWhenOpened)
  await expect.poll(distanceFromBefore).toBeLessThan(2)
})

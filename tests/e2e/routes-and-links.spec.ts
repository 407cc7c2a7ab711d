import { expect, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { logIn, WERKSTATT } from './account-helpers'

/** Issue 13: guarded pages, /redirect, /checkout/redirect, the link guard in the footer, /api/country's timestamp. */

test('a guarded page on a first visit: the server sends the visitor to the login and the login back to the page', async ({
  page,
}) => {
  const first = await page.request.get('/en/infocenter/orderhistory', { maxRedirects: 0 })
  expect(first.status()).toBe(302)
  expect(first.headers().location).toBe('/en/login?returnTo=%2Fen%2Finfocenter%2Forderhistory')

  await page.goto('/en/infocenter/orderhistory')
  await expect(page).toHaveURL(/\/en\/login\?returnTo=/)
  await expect(page.getByRole('alert').filter({ hasText: tr('en', 'addresses.pleaseLogin') })).toBeVisible()
  await logIn(page, 'en', WERKSTATT)
  await expect(page).toHaveURL(/\/en\/infocenter\/orderhistory$/)
})

test('a guarded page served by the service worker: the SPA guard sends the visitor to the login the same way', async ({
  page,
}) => {
  await page.goto('/fr')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await page.goto('/fr/checkout/cart')
  await expect(page).toHaveURL(/\/fr\/login$/)
  await expect(page.getByRole('alert').filter({ hasText: tr('fr', 'addresses.pleaseLogin') })).toBeVisible()
  await logIn(page, 'fr', WERKSTATT)
  // The cart page is step 1 (it forwards there).
  await expect(page).toHaveURL(/\/fr\/checkout\/step1$/)
})

test('/checkout/redirect without a cart goes to step 1 (which asks for the login)', async ({ page }) => {
  await page.goto('/checkout/redirect')
  await expect(page).toHaveURL(/\/login$/)
  await logIn(page, 'de', WERKSTATT)
  await expect(page).toHaveURL(/\/checkout\/step1$/)
})

test('/redirect follows a return target of the shop and refuses any other', async ({ page }) => {
  await page.goto('/redirect?to=%2Fen%2Fgeoselection')
  await expect(page).toHaveURL(/\/en\/geoselection$/)
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'Choose your country') })).toBeVisible()

  for (const target of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', 'data:text/html,hi']) {
    await page.goto(`/es/redirect?to=${encodeURIComponent(target)}`)
    await expect(page.getByRole('heading', { level: 1, name: trExactly('es', 'This link was not opened') })).toBeVisible()
    await expect(
      page.getByRole('alert').filter({
        hasText: tr(
          'es',
          'The return address leads outside the shop or uses an unsafe address. For your safety, the shop only forwards to its own pages.',
        ),
      }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/es\/redirect\?to=/)
  }
  await page.getByRole('link', { name: tr('es', 'Back to the shop') }).click()
  await expect(page).toHaveURL(/\/es$/)
})

test('footer links from the country data: other sites say they leave the shop and open without opener; the data-supplier image is 256×192', async ({
  page,
}) => {
  const countryCall = page.waitForRequest((request) => request.url().includes('/api/country?'))
  await page.goto('/')
  // SPEC.md §7: the country call carries a cache-busting timestamp.
  expect(new URL((await countryCall).url()).searchParams.get('timestamp')).toMatch(/^\d+$/)
  const social = page
    .getByRole('navigation', { name: tr('de', 'Follow us') })
    .getByRole('link')
    .first()
  await expect(social).toHaveAttribute('target', '_blank')
  await expect(social).toHaveAttribute('rel', /noopener/)
  await expect(social).toHaveAttribute('rel', /noreferrer/)
  await expect(social).toHaveAccessibleName(
    new RegExp(tr('de', '(opens another website in a new tab and leaves the shop)').replace(/[()]/g, '\\$&')),
  )
  await expect(social).toContainText('↗')
  const hrefs = await page.locator('footer a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(hrefs.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href))).toEqual([])
  // SPEC.md §9: the footer's data-supplier image at its default 256×192.
  const supplier = page.locator('footer img[src="/img/data-supplier.svg"]')
  await supplier.scrollIntoViewIfNeeded()
  expect(await supplier.boundingBox()).toMatchObject({ width: 256, height: 192 })
})

test('the service worker keeps one country answer whatever the timestamp, so it answers offline too', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  const call = (timestamp: number) =>
    page.evaluate(async (stamp) => {
      const response = await fetch(`/api/country?languageID=nl&countryID=NL&timestamp=${stamp}`)
      return {
        status: response.status,
        name: response.ok ? ((await response.json()) as { countryName: string }).countryName : '',
      }
    }, timestamp)
  expect(await call(1)).toEqual({ status: 200, name: 'Nederland' })
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('catalog-reference-v1')
        return (await cache.keys()).map((request) => request.url).filter((url) => url.includes('countryID=NL'))
      }),
    )
    .toEqual([expect.stringMatching(/\/api\/country\?languageID=nl&countryID=NL$/)])
  await call(2)
  await context.setOffline(true)
  expect(await call(3)).toEqual({ status: 200, name: 'Nederland' })
  await context.setOffline(false)
})

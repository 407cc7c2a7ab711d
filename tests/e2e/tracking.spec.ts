import { expect, type Page, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { logIn, WERKSTATT } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'
import { cartParts, emptyCart, fillCart, lineSku } from './cart-helpers'

// This spec is about the consent choice: it starts without the one playwright.config.ts presets.
test.use({ storageState: { cookies: [], origins: [] } })

type Entry = Record<string, unknown> & { event?: string }

/** window.dataLayer as plain data (gtag's Arguments objects become arrays). */
async function dataLayer(page: Page): Promise<Entry[] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer
    if (!layer) return null
    return JSON.parse(
      JSON.stringify(
        layer.map((entry) =>
          Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
        ),
      ),
    )
  })
}
const eventsOf = (layer: Entry[] | null, name: string) => (layer ?? []).filter((entry) => entry.event === name)

test('nothing is recorded before the consent choice; the bar is accessible and the choice is kept', async ({ page }) => {
  await page.goto('/')
  const bar = page.getByRole('region', { name: tr('de', 'Usage statistics') })
  await expect(bar).toBeVisible()
  expect(await blockingAxeFindings(page)).toEqual([])
  // Browsing before the choice: still nothing in the data layer, not even the consent defaults.
  await page.goto('/geoselection')
  await expect(bar).toBeVisible()
  expect(await dataLayer(page)).toBeNull()

  await bar.getByRole('button', { name: trExactly('de', 'Allow') }).click()
  await expect(bar).toBeHidden()
  const layer = await dataLayer(page)
  expect(layer?.slice(0, 2)).toEqual([
    [
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ],
    [
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ],
  ])
  // The page seen before the choice is counted once it is allowed.
  expect(eventsOf(layer, 'pageView').map((entry) => entry.pagePath)).toEqual(['/geoselection'])

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(bar).toBeHidden()
  expect(eventsOf(await dataLayer(page), 'pageView')).toHaveLength(1)
})

test('a refusal: the consent update says denied and no event is pushed', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: trExactly('de', 'Decline') }).click()
  await page.goto('/en/geoselection')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const layer = await dataLayer(page)
  // A full load starts a new data layer: the stored refusal is declared again, and nothing else.
  expect(layer).toEqual([
    ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
    ['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })],
  ])
})

test('search → product → add → checkout → purchase: each event with its fields', async ({ page }) => {
  test.setTimeout(60_000)
  const [available] = cartParts('inStock', 1, 30)
  const [missing] = cartParts('outOfStock', 1, 30)
  const [extra] = cartParts('inStock', 1, 31)
  if (!available || !missing || !extra) throw new Error('the e2e catalogue lacks parts with and without stock')

  await page.goto('/login')
  await page.getByRole('button', { name: trExactly('de', 'Allow') }).click()
  await logIn(page, 'de', WERKSTATT)
  await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
  await emptyCart(page)
  await fillCart(page, [{ sku: lineSku(extra), qty: 1 }])

  // A site search for a part number with punctuation: the term reaches analytics without it.
  for (const part of [available, missing]) {
    const field = page.getByRole('searchbox', { name: trExactly('de', 'Search parts') })
    await field.fill(part.sku)
    await field.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/products/${part.slug}$`))
    await page
      .getByRole('main')
      .getByRole('button', { name: trExactly('de', 'Add to cart') })
      .click()
    await expect(page.getByRole('status').filter({ hasText: tr('de', 'addToCartSuccess') })).toBeVisible()
  }

  // Step 1: the extra line goes (remove_from_cart), then the checkout begins.
  await page.getByTestId('cart-icon').click()
  await expect(page.getByTestId('cart-line')).toHaveCount(3)
  await page.getByTestId('cart-line').filter({ hasText: extra.sku }).getByRole('checkbox').check()
  await page.getByRole('button', { name: tr('de', 'Delete marked ({0})', { 0: 1 }) }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await page.getByLabel(trExactly('de', 'I accept the terms and conditions and the privacy policy.')).check()
  await page.getByRole('button', { name: trExactly('de', 'Continue to addresses') }).click()
  await page.getByRole('button', { name: trExactly('de', 'Continue') }).click()
  await expect(page).toHaveURL(/\/checkout\/step3$/)
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: trExactly('de', 'Continue') }).click()
  await page.getByRole('radio', { name: trExactly('de', 'On account (invoice)') }).check()
  await page.getByRole('button', { name: trExactly('de', 'Continue') }).click()
  await page.getByRole('button', { name: trExactly('de', 'Place order') }).click()
  await expect(page).toHaveURL(/\/checkout\/step6$/)
  const first = String(await page.getByTestId('order-number-first').textContent())
  const second = String(await page.getByTestId('order-number-second').textContent())

  const layer = await dataLayer(page)
  const names = (layer ?? []).map((entry) => entry.event).filter(Boolean)
  // The recorded path, in order (pageViews between the steps left out).
  expect(names.filter((name) => name !== 'pageView')).toEqual([
    'search',
    'view_item',
    'add_to_cart',
    'search',
    'view_item',
    'add_to_cart',
    'remove_from_cart',
    'begin_checkout',
    'add_shipping_info',
    'add_payment_info',
    'purchase',
  ])
  for (const entry of layer ?? []) if (entry.event) expect(entry.partnerId, String(entry.event)).toBe('')

  const [search] = eventsOf(layer, 'search')
  expect(search).toMatchObject({ searchType: 'siteSearch', searchTerm: available.sku.replace(/[^\p{L}\p{N}]/gu, '') })
  expect(eventsOf(layer, 'view_item')[0]).toMatchObject({
    ecommerce: { currency: 'EUR', items: [{ item_id: available.sku, item_variant: available.vendorId, quantity: 1 }] },
  })
  expect(eventsOf(layer, 'add_to_cart')[1]).toMatchObject({ ecommerce: { items: [{ item_id: missing.sku, quantity: 1 }] } })
  expect(eventsOf(layer, 'remove_from_cart')[0]).toMatchObject({ ecommerce: { items: [{ item_id: extra.sku }] } })
  expect(eventsOf(layer, 'begin_checkout')[0]).toMatchObject({ ecommerce: { currency: 'EUR', items: [{}, {}] } })
  expect(eventsOf(layer, 'add_shipping_info')[0]?.ecommerce).toMatchObject({ shipping_tier: expect.stringMatching(/\S/) })
  expect(eventsOf(layer, 'add_payment_info')[0]?.ecommerce).toMatchObject({ payment_type: expect.stringMatching(/\S/) })
  const [purchase] = eventsOf(layer, 'purchase')
  expect(purchase?.ecommerce).toMatchObject({
    transaction_id: first,
    second_transaction_id: second,
    currency: 'EUR',
    value: expect.any(Number),
    items: [{ item_id: available.sku }, { item_id: missing.sku }],
  })
  // Every ecommerce event is preceded by GA4's reset of the previous ecommerce object.
  const index = (layer ?? []).indexOf(purchase as Entry)
  expect(layer?.[index - 1]).toEqual({ ecommerce: null })

  const pageView = eventsOf(layer, 'pageView').at(-1)
  expect(pageView).toEqual({
    event: 'pageView',
    pageName: '/checkout/step6',
    pageType: 'checkout',
    pagePath: '/checkout/step6',
    loggedIn: true,
    customerNumber: 'D1000001',
    contactNumber: expect.stringMatching(/\S/),
    country: 'DE',
    entity: 'DTDE',
    platform: 'web',
    language: 'de',
    partnerId: '',
  })

  // The order number is remembered on the device: a replayed or repeated report of it pushes nothing.
  expect(await page.evaluate(() => localStorage.getItem('parts-shop-tracked-orders'))).toContain(first)
})

test('lists and VIN searches: view_item_list with the parts shown, a vinSearch never with the full VIN', async ({ page }) => {
  await page.goto('/search/results?categories=U23')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('button', { name: trExactly('de', 'Allow') }).click()
  // The events made before the choice are pushed once it is made: wait for them rather than read at once.
  await expect.poll(async () => eventsOf(await dataLayer(page), 'view_item_list').length).toBeGreaterThan(0)
  const [list] = eventsOf(await dataLayer(page), 'view_item_list')
  const items = (list?.ecommerce as { items: Array<{ item_id: string; index: number }> } | undefined)?.items ?? []
  expect(list).toMatchObject({ ecommerce: { item_list_id: 'U23' }, partnerId: '' })
  expect(items.length).toBeGreaterThan(0)
  expect(items[0]).toMatchObject({ item_id: expect.stringMatching(/\S/), index: 0 })

  const vin = 'ZCFHWHHYFE6100001'
  await page.goto(`/vin/search/${vin}`)
  await expect(page).toHaveURL(/\/vin\/truck\//)
  await expect
    .poll(async () => {
      const pushed = await dataLayer(page)
      return eventsOf(pushed, 'search').length > 0 && eventsOf(pushed, 'view_item_list').length > 0
    })
    .toBe(true)
  const layer = await dataLayer(page)
  expect(eventsOf(layer, 'search')).toEqual([
    { event: 'search', searchType: 'vinSearch', searchTerm: 'ZCFHWHHYF', partnerId: '' },
  ])
  expect(JSON.stringify(layer)).not.toContain(vin)
  expect(eventsOf(layer, 'view_item_list')[0]).toMatchObject({ ecommerce: { item_list_id: 'vehicle_truck' } })
})

for (const { width, height, target } of [
  { width: 390, height: 844, target: 24 },
  { width: 768, height: 1024, target: 44 },
]) {
  test(`the consent bar at ${width} px: inside the screen, its buttons big enough to tap`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await page.goto('/en')
    const bar = page.getByRole('region', { name: tr('en', 'Usage statistics') })
    await expect(bar).toBeVisible()
    const box = await bar.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= width && box.y + box.height <= height).toBe(true)
    for (const name of ['Allow', 'Decline']) {
      const button = await bar.getByRole('button', { name: trExactly('en', name) }).boundingBox()
      expect(button?.height ?? 0).toBeGreaterThanOrEqual(target)
      expect(button?.width ?? 0).toBeGreaterThanOrEqual(target)
    }
    expect(await blockingAxeFindings(page, '.consent-bar')).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

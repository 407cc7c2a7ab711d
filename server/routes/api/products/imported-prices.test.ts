import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product, ProductSearchResponse } from '../../../../src/shared/contracts/catalog'
import { buildCartTestApp, type CartTestApp } from '../../../checkout/cart-test-kit'
import { SAME_ORIGIN } from '../../../test/auth-helpers'

/**
 * Imported price rows (part_prices, customer_part_prices) as the customer meets them: product page,
 * search and cart, for the customer of the session. Werkstatt (D1000001) is in group WS, Flotte (D1000003) in FL (25 %).
 */
let t: CartTestApp
type Part = { id: number; vendor_id: string; sku: string; slug: string; list_price_cents: number }
let scaled: Part
let netPriced: Part
const fl = (cents: number) => Math.round(cents * 0.75) / 100

beforeAll(async () => {
  t = await buildCartTestApp(200)
  const parts = await t.app.db
    .selectFrom('parts')
    .select(['id', 'vendor_id', 'sku', 'slug', 'list_price_cents'])
    .where('stock_total', '>=', 50)
    .orderBy('id')
    .limit(2)
    .execute()
  ;[scaled, netPriced] = parts as [Part, Part]
  await t.app.db
    .insertInto('part_prices')
    .values([
      { part_id: scaled.id, price_group: 'LIST', min_quantity: 10, price_cents: Math.round(scaled.list_price_cents / 2) },
      { part_id: scaled.id, price_group: 'WS', min_quantity: 1, price_cents: 4321 },
      { part_id: scaled.id, price_group: 'WS', min_quantity: 20, price_cents: 4000 },
    ])
    .execute()
  await t.app.db
    .insertInto('customer_part_prices')
    .values({ customer_id: 'D1000001', part_id: netPriced.id, price_cents: 1234 })
    .execute()
})
afterAll(() => t.close())

async function product(slug: string, cookie?: string): Promise<Product> {
  const headers = cookie ? { cookie, ...SAME_ORIGIN } : {}
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products/product/',
    payload: { languageID: 'de', slug, countryID: 'DE' },
    headers,
  })
  expect(response.statusCode).toBe(200)
  return response.json()
}

async function searched(part: Part, cookie: string) {
  const response = await t.app.inject({
    url: '/api/search/products',
    query: { languageID: 'de', countryID: 'DE', term: part.sku },
    headers: { cookie, ...SAME_ORIGIN },
  })
  const body = response.json() as ProductSearchResponse
  return body.products.find((row) => row.sku === part.sku)?.price
}

describe('imported prices', () => {
  it('product page: the group’s scale price, its scales, and the LIST scales for another group', async () => {
    const werkstatt = await product(scaled.slug, t.cookies.werkstatt)
    expect(werkstatt.pricePackage).toEqual({
      price: { value: 43.21, currency: { code: 'EUR' } },
      scales: [{ minQuantity: 20, price: { value: 40, currency: { code: 'EUR' } } }],
    })
    const flotte = await product(scaled.slug, t.cookies.flotte)
    expect(flotte.pricePackage).toEqual({
      price: { value: fl(scaled.list_price_cents), currency: { code: 'EUR' } },
      scales: [{ minQuantity: 10, price: { value: fl(Math.round(scaled.list_price_cents / 2)), currency: { code: 'EUR' } } }],
    })
    expect((await product(scaled.slug)).pricePackage).toBeNull()
  })

  it('product page: a customer’s net price wins, for that customer only', async () => {
    expect((await product(netPriced.slug, t.cookies.werkstatt)).pricePackage).toEqual({
      price: { value: 12.34, currency: { code: 'EUR' } },
      scales: [],
    })
    expect((await product(netPriced.slug, t.cookies.flotte)).pricePackage?.price.value).toBe(fl(netPriced.list_price_cents))
  })

  it('search shows the price of one piece by the same rule', async () => {
    expect(await searched(scaled, t.cookies.werkstatt)).toEqual({ value: 43.21, currency: { code: 'EUR' } })
    expect(await searched(netPriced, t.cookies.werkstatt)).toEqual({ value: 12.34, currency: { code: 'EUR' } })
    expect((await searched(netPriced, t.cookies.flotte))?.value).toBe(fl(netPriced.list_price_cents))
  })

  it('the cart prices each line at its quantity and follows a changed quantity', async () => {
    const sku = (part: Part) => `${part.vendor_id}-${part.sku}`
    const added = await t.post('/api/checkout/cart/add', {
      items: [
        { sku: sku(scaled), qty: 5 },
        { sku: sku(netPriced), qty: 30 },
      ],
    })
    expect(added.statusCode).toBe(200)
    const before = await t.quote()
    const line = (quote: typeof before, part: Part) => quote.items.find((item: { sku: string }) => item.sku === part.sku)
    expect(line(before, scaled).price.value).toBe(43.21)
    expect(line(before, netPriced).price.value).toBe(12.34)
    const scaledLine = line(before, scaled)
    const updated = await t.post('/api/checkout/cart/update/', {
      item_id: scaledLine.item_id,
      sku: scaledLine.sku,
      qty: 20,
      languageID: 'de',
      countryID: 'DE',
    })
    expect(updated.statusCode).toBe(200)
    expect(line(updated.json(), scaled)).toMatchObject({ qty: 20, price: { value: 40 }, lineTotal: { value: 800 } })
  })

  it('quick order quotes each line at its quantity', async () => {
    const response = await t.post(
      '/api/quickorder/resolve',
      {
        languageID: 'de',
        countryID: 'DE',
        lines: [
          { term: scaled.sku, qty: 19 },
          { term: scaled.sku, qty: 20 },
        ],
      },
      { key: null },
    )
    expect(response.statusCode).toBe(200)
    const prices = response.json().lines.map((line: { price: { value: number } }) => line.price.value)
    expect(prices).toEqual([43.21, 40])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Product,
  type ProductSearchResponse,
  productSchema,
  productSearchResponseSchema,
} from '../../../../src/shared/contracts/catalog'
import { buildCartTestApp, type CartTestApp } from '../../../checkout/cart-test-kit'
import { toCurrency } from '../../../shop/pricing'
import { DEMO, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'

/**
 * An exchange unit's deposit before the cart: search and product page answer it beside the price, to
 * whoever may see prices (Werkstatt D1000001), and to nobody else (a visitor, Einkauf D1000002 without showPrice).
 */
let t: CartTestApp
type Part = { sku: string; slug: string; deposit_cents: number }
let exchangeUnit: Part
let plainPart: Part

beforeAll(async () => {
  t = await buildCartTestApp(200)
  const pick = (withDeposit: boolean) =>
    t.app.db
      .selectFrom('parts')
      .select(['sku', 'slug', 'deposit_cents'])
      .where('deposit_cents', withDeposit ? '>' : '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  exchangeUnit = await pick(true)
  plainPart = await pick(false)
})
afterAll(() => t.close())

async function product(part: Part, cookie?: string): Promise<Product> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/products/product/',
    payload: { languageID: 'de', slug: part.slug, countryID: 'DE' },
    headers: cookie ? { cookie, ...SAME_ORIGIN } : {},
  })
  expect(response.statusCode).toBe(200)
  const body = response.json()
  expect(() => productSchema.strict().parse(body)).not.toThrow()
  return body
}

async function searched(part: Part, cookie?: string) {
  const response = await t.app.inject({
    url: '/api/search/products',
    query: { languageID: 'de', countryID: 'DE', term: part.sku },
    headers: cookie ? { cookie, ...SAME_ORIGIN } : {},
  })
  const body = response.json() as ProductSearchResponse
  expect(() => productSearchResponseSchema.parse(body)).not.toThrow()
  return body.products.find((row) => row.sku === part.sku)
}

describe('the deposit of an exchange unit before the cart', () => {
  it('the demo catalogue has exchange units with a deposit in whole euros', () => {
    expect(exchangeUnit.deposit_cents).toBeGreaterThanOrEqual(4_000)
    expect(exchangeUnit.deposit_cents % 500).toBe(0)
  })

  it('product page: the deposit per unit for a customer who sees prices, null for a part without one', async () => {
    const deposit = { value: exchangeUnit.deposit_cents / 100, currency: { code: 'EUR' } }
    expect((await product(exchangeUnit, t.cookies.werkstatt)).deposit).toEqual(deposit)
    expect((await product(plainPart, t.cookies.werkstatt)).deposit).toBeNull()
  })

  it('product page: no deposit for a visitor or a customer without showPrice, exactly like the price', async () => {
    for (const cookie of [undefined, t.cookies.einkauf]) {
      const body = await product(exchangeUnit, cookie)
      expect(body.pricePackage).toBeNull()
      expect(body.deposit).toBeNull()
    }
  })

  it('search results: the deposit beside the price, and neither without prices', async () => {
    const row = await searched(exchangeUnit, t.cookies.werkstatt)
    expect(row?.price).not.toBeNull()
    expect(row?.deposit).toEqual({ value: exchangeUnit.deposit_cents / 100, currency: { code: 'EUR' } })
    expect((await searched(plainPart, t.cookies.werkstatt))?.deposit).toBeNull()
    for (const cookie of [undefined, t.cookies.einkauf]) {
      const hidden = await searched(exchangeUnit, cookie)
      expect(hidden).toMatchObject({ price: null, deposit: null })
    }
  })

  it('is converted to the customer’s currency like the list price, and not discounted by its price group', async () => {
    // Flotte (D1000003) buys with 25 % off in group FL; here in Swiss francs.
    await t.app.db.updateTable('customers').set({ currency: 'CHF' }).where('customer_id', '=', 'D1000003').execute()
    const flotte = await loginCookie(t.app, DEMO.flotte)
    const deposit = (await product(exchangeUnit, flotte)).deposit
    expect(deposit).toEqual({ value: toCurrency(exchangeUnit.deposit_cents, 'CHF').value, currency: { code: 'CHF' } })
  })
})

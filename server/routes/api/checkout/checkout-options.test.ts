import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../../../checkout/cart-test-kit'

let t: CartTestApp
let inStock: string[]
beforeAll(async () => {
  t = await buildCartTestApp()
  inStock = await t.partSkus('inStock', 2, 20)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
})

const options = async (query = 'languageID=de&countryID=DE') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/checkout/options?${query}`,
    headers: { cookie: t.cookies.werkstatt },
  })
  expect(response.statusCode).toBe(200)
  return response.json()
}

const VIENNA = { name: 'Werkstatt Süd', street: 'Triester Straße 14', postalCode: '1100', city: 'Wien', country: 'AT' }

async function order(shipping: object, transportId: string, paymentId: string, status = 200) {
  expect((await t.post('/api/checkout/cart/add', { items: [{ sku: inStock[0] as string, qty: 1 }] })).statusCode).toBe(200)
  const quote = await t.quote()
  const body = { languageID: 'de', countryID: 'DE', basHash: quote.basHash, shipping, transportId, paymentId, acceptPolicy: true }
  const response = await t.post('/api/checkout/placeOrder', body, { key: randomUUID() })
  expect(response.statusCode, response.body).toBe(status)
  return response.json()
}

describe('GET /api/checkout/options', () => {
  it('prices freight for the shipping country and names the VAT rate', async () => {
    const domestic = await options()
    const abroad = await options('languageID=de&countryID=DE&shippingCountry=ch')
    const price = (answer: { transport: Array<{ id: string; price: { value: number } }> }) =>
      answer.transport.find((option) => option.id === 'standard')?.price.value
    expect(price(abroad)).toBeGreaterThan(price(domestic) as number)
    expect(domestic.vatRate).toBe(19)
  })

  it('offers the first transport and payment before any order, then the last used ones', async () => {
    expect((await options()).defaults).toEqual({ transportId: 'standard', paymentId: 'invoice' })
    await order({ kind: 'billing' }, 'express', 'prepayment')
    expect((await options()).defaults).toEqual({ transportId: 'express', paymentId: 'prepayment' })
  })

  it('offers an address used on an earlier order as a saved delivery address, which an order accepts', async () => {
    await order({ kind: 'adhoc', address: VIENNA }, 'standard', 'invoice')
    const offered = (await options()).addresses.shipping.find((address: { city: string }) => address.city === 'Wien')
    expect(offered).toMatchObject(VIENNA)
    await order({ kind: 'saved', id: offered.id }, 'standard', 'invoice')
    const again = (await options()).addresses.shipping.filter((address: { city: string }) => address.city === 'Wien')
    expect(again).toHaveLength(1)
  })
})

describe('POST /api/checkout/placeOrder with a typed address', () => {
  it("refuses a country code that is not in the shop's country list", async () => {
    const refused = await order({ kind: 'adhoc', address: { ...VIENNA, country: 'XX' } }, 'standard', 'invoice', 422)
    expect(refused.code).toBe('ADDRESS_NOT_FOUND')
  })
})

describe('quote backorder split', () => {
  it('names per line the quantity that waits for stock', async () => {
    const stock = await t.app.db
      .selectFrom('parts')
      .select('stock_total')
      .where('sku', '=', (inStock[1] as string).split('-').slice(1).join('-'))
      .executeTakeFirstOrThrow()
    expect(
      (await t.post('/api/checkout/cart/add', { items: [{ sku: inStock[1] as string, qty: stock.stock_total + 4 }] })).statusCode,
    ).toBe(200)
    const [line] = (await t.quote()).items
    expect(line.backorderedQty).toBe(4)
  })
})

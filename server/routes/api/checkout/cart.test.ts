import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { quoteSchema } from '../../../../src/shared/contracts/cart'
import { buildCartTestApp, type CartTestApp } from '../../../checkout/cart-test-kit'

let t: CartTestApp
let skus: string[]
beforeAll(async () => {
  t = await buildCartTestApp()
  skus = await t.partSkus('inStock', 6)
})
afterAll(() => t.close())

async function emptyCart(cookie = t.cookies.werkstatt) {
  const { items } = await t.quote(cookie)
  if (items.length > 0) {
    const ids = items.map((item: { item_id: number }) => item.item_id)
    expect(
      (await t.post('/api/checkout/cart/delete', { item_ids: ids, languageID: 'de', countryID: 'DE' }, { cookie })).statusCode,
    ).toBe(200)
  }
}
beforeEach(() => emptyCart())

describe('cart calls', () => {
  it('create answers the one active cart, the same on every call', async () => {
    const first = await t.post('/api/checkout/cart/create', {})
    const second = await t.post('/api/checkout/cart/create', {})
    expect(first.statusCode).toBe(200)
    expect(second.json().cartID).toBe(first.json().cartID)
  })

  it('add puts lines in the quote with name, position, price and availability', async () => {
    const response = await t.post('/api/checkout/cart/add', {
      items: [
        { sku: skus[0], qty: 2 },
        { sku: skus[1], qty: 1 },
      ],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ code: 'ADDED', itemCount: 2 })
    const quote = await t.quote()
    expect(quote.items).toHaveLength(2)
    const [first, second] = quote.items
    expect(`${first.vendorId}-${first.sku}`).toBe(skus[0])
    expect(first).toMatchObject({ qty: 2, positionNumber: 1, availability: { status: 'inStock' } })
    expect(second.positionNumber).toBe(2)
    expect(first.name.length).toBeGreaterThan(2)
    expect(first.price.value).toBeGreaterThan(0)
    expect(first.lineTotal.value).toBeCloseTo(first.price.value * 2, 2)
    expect(quote.subtotal.value).toBeCloseTo(first.lineTotal.value + second.lineTotal.value, 2)
  })

  it("a sku already in the cart answers 'Item already in list' and changes nothing", async () => {
    await t.post('/api/checkout/cart/add', { items: [{ sku: skus[0], qty: 1 }] })
    const again = await t.post('/api/checkout/cart/add', {
      items: [
        { sku: skus[1], qty: 1 },
        { sku: skus[0], qty: 3 },
      ],
    })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toMatchObject({ code: 'ITEM_ALREADY_IN_LIST', message: 'Item already in list' })
    const twice = await t.post('/api/checkout/cart/add', {
      items: [
        { sku: skus[2], qty: 1 },
        { sku: skus[2], qty: 1 },
      ],
    })
    expect(twice.json().code).toBe('ITEM_ALREADY_IN_LIST')
    expect((await t.quote()).items).toHaveLength(1)
  })

  it('refuses bad payloads with 400 and unknown parts with 404, adding nothing', async () => {
    for (const payload of [
      { items: [] },
      { items: [{ sku: 'no-vendor-dash-missing'.replace(/-/g, ''), qty: 1 }] },
      { items: [{ sku: skus[0], qty: 0 }] },
      { items: [{ sku: skus[0], qty: 100000 }] },
      { items: [{ sku: skus[0], qty: 1.5 }] },
      { items: [{ qty: 1 }] },
      {},
    ]) {
      const response = await t.post('/api/checkout/cart/add', payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
    const unknown = await t.post('/api/checkout/cart/add', {
      items: [
        { sku: skus[0], qty: 1 },
        { sku: '1000-9.99999ZZZ', qty: 1 },
      ],
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('PART_NOT_FOUND')
    expect((await t.quote()).items).toHaveLength(0)
  })

  it('update changes the quantity and answers the quote; bad quantity 400, wrong sku 400', async () => {
    await t.post('/api/checkout/cart/add', { items: [{ sku: skus[0], qty: 1 }] })
    const [item] = (await t.quote()).items
    const base = { item_id: item.item_id, sku: item.sku, languageID: 'de', countryID: 'DE' }
    const updated = await t.post('/api/checkout/cart/update/', { ...base, qty: 7 })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().items[0].qty).toBe(7)
    expect((await t.post('/api/checkout/cart/update/', { ...base, qty: 0 })).statusCode).toBe(400)
    expect((await t.post('/api/checkout/cart/update/', { ...base, qty: 'x' })).statusCode).toBe(400)
    const wrongSku = await t.post('/api/checkout/cart/update/', { ...base, sku: skus[1], qty: 2 })
    expect(wrongSku.json().code).toBe('SKU_MISMATCH')
    expect((await t.quote()).items[0].qty).toBe(7)
  })

  it('delete removes the marked items and answers the rest', async () => {
    await t.post('/api/checkout/cart/add', { items: skus.slice(0, 3).map((sku) => ({ sku, qty: 1 })) })
    const ids = (await t.quote()).items.map((item: { item_id: number }) => item.item_id)
    const response = await t.post('/api/checkout/cart/delete', { item_ids: ids.slice(0, 2), languageID: 'de', countryID: 'DE' })
    expect(response.statusCode).toBe(200)
    expect(response.json().items.map((item: { item_id: number }) => item.item_id)).toEqual([ids[2]])
    expect((await t.post('/api/checkout/cart/delete', { item_ids: [], languageID: 'de', countryID: 'DE' })).statusCode).toBe(400)
  })

  it("another customer's cart item ids answer 404 and stay untouched", async () => {
    await t.post('/api/checkout/cart/add', { items: [{ sku: skus[0], qty: 4 }] })
    const [item] = (await t.quote()).items
    const flotte = t.cookies.flotte
    const del = await t.post(
      '/api/checkout/cart/delete',
      { item_ids: [item.item_id], languageID: 'fr', countryID: 'FR' },
      { cookie: flotte },
    )
    expect(del.statusCode).toBe(404)
    expect(del.json().code).toBe('CART_ITEM_NOT_FOUND')
    const upd = await t.post(
      '/api/checkout/cart/update/',
      { item_id: item.item_id, sku: item.sku, qty: 1, languageID: 'fr', countryID: 'FR' },
      { cookie: flotte },
    )
    expect(upd.statusCode).toBe(404)
    expect((await t.quote()).items[0].qty).toBe(4)
    expect((await t.quote(flotte)).items).toHaveLength(0)
  })

  it('needs a login; an account without fillBasket may not add; prices only with showPrice', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/cart/getQuote',
      payload: { languageID: 'de', countryID: 'DE' },
    })
    expect(anonymous.statusCode).toBe(401)
    const einkauf = t.cookies.einkauf
    const add = await t.post('/api/checkout/cart/add', { items: [{ sku: skus[0], qty: 1 }] }, { cookie: einkauf })
    expect(add.statusCode).toBe(403)
    expect(add.json().code).toBe('FILL_BASKET_NOT_ALLOWED')
    const quote = await t.quote(einkauf)
    expect(quote.subtotal).toBeNull()
    // The route skips the run-time parse of its answer (trustedSerializer): the contract is checked here, strictly.
    expect(() => quoteSchema.strict().parse(quote)).not.toThrow()
    expect((await t.post('/api/checkout/cart/add', { items: [{ sku: skus[0], qty: 1 }] })).statusCode).toBe(200)
    const priced = await t.quote()
    expect(priced.items.length).toBeGreaterThan(0)
    expect(() => quoteSchema.strict().parse(priced)).not.toThrow()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../../../checkout/cart-test-kit'

let t: CartTestApp
beforeAll(async () => {
  t = await buildCartTestApp()
})
afterAll(() => t.close())

const list = (cookie = t.cookies.werkstatt) =>
  t.app
    .inject({ method: 'GET', url: '/api/noticelist?languageID=en', headers: { cookie } })
    .then((response) => response.json().entries)
const send = (method: 'PUT' | 'DELETE', url: string, payload?: object, cookie = t.cookies.werkstatt) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { cookie, 'sec-fetch-site': 'same-origin', origin: 'http://localhost', 'idempotency-key': crypto.randomUUID() },
  })
const skuOf = (payloadSku: string) => payloadSku.slice(payloadSku.indexOf('-') + 1)

describe('notice list', () => {
  it('watches a part with a note and quantity, edits it, and moves it to the cart', async () => {
    const [a, b] = await t.partSkus('inStock', 2)
    const added = await t.post('/api/noticelist?languageID=en', { sku: a, qty: 4, note: 'Achse 2, Kunde Meyer' })
    expect(added.statusCode).toBe(200)
    expect(added.json()).toMatchObject({
      sku: skuOf(a ?? ''),
      qty: 4,
      note: 'Achse 2, Kunde Meyer',
      backInStock: false,
      priceChangedFrom: null,
    })
    // The same part again replaces quantity and note instead of a second entry.
    await t.post('/api/noticelist', { sku: a, qty: 6, note: 'Achse 2' })
    await t.post('/api/noticelist', { sku: b, qty: 1 })
    const entries = await list()
    expect(entries.map((e: { qty: number }) => e.qty).sort()).toEqual([1, 6])

    const first = entries.find((e: { sku: string }) => e.sku === skuOf(a ?? ''))
    expect((await send('PUT', `/api/noticelist/${first.id}`, { qty: 2, note: '' })).statusCode).toBe(200)
    const moved = await t.post('/api/noticelist/to-cart', { ids: [first.id] })
    expect(moved.json()).toMatchObject({ code: 'MOVED', moved: 1 })
    expect((await t.quote()).items).toContainEqual(expect.objectContaining({ sku: skuOf(a ?? ''), qty: 2 }))
    expect(await list()).toHaveLength(1)
  })

  it('marks a part back in stock and a changed price against what was seen when adding it', async () => {
    const [sku] = await t.partSkus('outOfStock', 1)
    const { id } = (await t.post('/api/noticelist', { sku, qty: 1 })).json()
    await t.app.db
      .updateTable('parts')
      .set({ stock_total: 30 })
      .where('sku', '=', skuOf(sku ?? ''))
      .execute()
    await t.app.db.updateTable('notice_list_entries').set({ price_at_add: 1.23 }).where('id', '=', id).execute()
    const entry = (await list()).find((e: { id: string }) => e.id === id)
    expect(entry).toMatchObject({ backInStock: true, stock: 30, priceChangedFrom: { value: 1.23, currency: { code: 'EUR' } } })
  })

  it('refuses unknown parts and bad input with clear codes', async () => {
    expect((await t.post('/api/noticelist', { sku: 'X-NOPE', qty: 1 })).json()).toMatchObject({
      statusCode: 404,
      code: 'PART_NOT_FOUND',
    })
    const [sku] = await t.partSkus('inStock', 1)
    expect((await t.post('/api/noticelist', { sku, qty: 0 })).json().code).toBe('VALIDATION_FAILED')
    expect((await t.post('/api/noticelist', { sku, note: 'x'.repeat(301) })).statusCode).toBe(400)
    expect((await t.post('/api/noticelist', { sku }, { key: null })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: '/api/noticelist' })).statusCode).toBe(401)
  })

  it("never shows, changes or moves another customer's entries", async () => {
    const [sku] = await t.partSkus('inStock', 1)
    const { id } = (await t.post('/api/noticelist', { sku, qty: 1 })).json()
    expect(await list(t.cookies.flotte)).toEqual([])
    expect((await send('PUT', `/api/noticelist/${id}`, { qty: 3, note: '' }, t.cookies.flotte)).json().code).toBe(
      'NOTICE_NOT_FOUND',
    )
    expect((await send('DELETE', `/api/noticelist/${id}`, undefined, t.cookies.flotte)).statusCode).toBe(404)
    expect((await t.post('/api/noticelist/to-cart', { ids: [id] }, { cookie: t.cookies.flotte })).statusCode).toBe(404)
    expect((await list()).some((e: { id: string }) => e.id === id)).toBe(true)
    expect((await send('DELETE', `/api/noticelist/${id}`)).json()).toEqual({ code: 'DELETED' })
  })

  it('moves nothing into the cart for an account without fillBasket', async () => {
    const [sku] = await t.partSkus('inStock', 1)
    const { id } = (await t.post('/api/noticelist', { sku, qty: 1 }, { cookie: t.cookies.einkauf })).json()
    const refused = await t.post('/api/noticelist/to-cart', { ids: [id] }, { cookie: t.cookies.einkauf })
    expect(refused.statusCode).toBe(403)
    expect(await list(t.cookies.einkauf)).toHaveLength(1)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp, placeOrderBody } from '../../../checkout/cart-test-kit'

/**
 * Issue 28: a part leaves the catalogue (an import deletes its row) while it sits in a cart, a saved
 * cart, the notice list, the favourites or an old order. Every call still answers, and names it.
 */
let t: CartTestApp
let gone: string
let kept: string
beforeAll(async () => {
  t = await buildCartTestApp()
  ;[gone, kept] = (await t.partSkus('inStock', 2)) as [string, string]
  await t.post('/api/checkout/cart/add', {
    items: [
      { sku: kept, qty: 1 },
      { sku: gone, qty: 2 },
    ],
  })
  await t.post('/api/saved-carts/save', { name: 'Achse 2' })
  await t.post('/api/noticelist', { sku: gone, qty: 3 })
  await t.post('/api/favourites/add', { term: skuOf(gone), qty: 1 })
  await removeFromCatalogue(gone)
})
afterAll(() => t.close())

const skuOf = (payloadSku: string) => payloadSku.slice(payloadSku.indexOf('-') + 1)

/** What a full import does to a part it no longer lists: the row and everything hanging on it go. */
async function removeFromCatalogue(payloadSku: string) {
  const db = t.app.db
  const row = await db.selectFrom('parts').select('id').where('sku', '=', skuOf(payloadSku)).executeTakeFirstOrThrow()
  for (const table of ['part_xrefs', 'part_stock', 'vehicle_parts'] as const) {
    await db.deleteFrom(table).where('part_id', '=', row.id).execute()
  }
  await db.deleteFrom('parts').where('id', '=', row.id).execute()
}

describe('a part removed from the catalogue', () => {
  it('stays in the cart marked unavailable, without price, outside the subtotal', async () => {
    const quote = await t.quote()
    const line = quote.items.find((item: { sku: string }) => item.sku === skuOf(gone))
    const other = quote.items.find((item: { sku: string }) => item.sku === skuOf(kept))
    expect(line).toMatchObject({ available: false, price: null, lineTotal: null, qty: 2 })
    expect(other).toMatchObject({ available: true })
    expect(quote.subtotal.value).toBeCloseTo(other.lineTotal.value, 2)
  })

  it('refuses checkout with 422 PART_NOT_FOUND, naming the part; removing the line lets it through', async () => {
    const quote = await t.quote()
    const refused = await t.post('/api/checkout/placeOrder', placeOrderBody(quote.basHash))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toContain(skuOf(gone))
    const ids = quote.items
      .filter((item: { available: boolean }) => !item.available)
      .map((item: { item_id: number }) => item.item_id)
    const after = await t.post('/api/checkout/cart/delete', { item_ids: ids, languageID: 'de', countryID: 'DE' })
    expect(after.statusCode).toBe(200)
    expect(after.json().items.every((item: { available: boolean }) => item.available)).toBe(true)
  })

  it('marks the saved cart line; restoring it adds the rest and names the removed part', async () => {
    const [cart] = (
      await t.app.inject({ method: 'GET', url: '/api/saved-carts', headers: { cookie: t.cookies.werkstatt } })
    ).json().carts
    expect(cart.items.find((item: { sku: string }) => item.sku === skuOf(gone))).toMatchObject({ available: false })
    const quote = await t.quote()
    await t.post('/api/checkout/cart/delete', {
      item_ids: quote.items.map((item: { item_id: number }) => item.item_id),
      languageID: 'de',
      countryID: 'DE',
    })
    const restored = await t.post('/api/saved-carts/restore', { id: cart.id, languageID: 'de' })
    expect(restored.statusCode).toBe(200)
    expect(restored.json().missing).toEqual([{ sku: gone, reason: 'NOT_FOUND' }])
    expect((await t.quote()).items.map((item: { sku: string }) => item.sku)).toEqual([skuOf(kept)])
  })

  it('is marked on the notice list, and moving all to the cart moves the others and keeps it listed', async () => {
    await t.post('/api/noticelist', { sku: kept, qty: 1 })
    const entries = (
      await t.app.inject({ method: 'GET', url: '/api/noticelist?languageID=en', headers: { cookie: t.cookies.werkstatt } })
    ).json().entries
    const entry = entries.find((e: { sku: string }) => e.sku === skuOf(gone))
    expect(entry).toMatchObject({ available: false, price: null, stock: 0 })
    const moved = await t.post('/api/noticelist/to-cart', { ids: entries.map((e: { id: string }) => e.id) })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ code: 'MOVED', moved: 1, unavailable: [gone] })
    const left = (
      await t.app.inject({ method: 'GET', url: '/api/noticelist?languageID=en', headers: { cookie: t.cookies.werkstatt } })
    ).json().entries
    expect(left.map((e: { sku: string }) => e.sku)).toEqual([skuOf(gone)])
  })

  it('is marked on the favourites list', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/favourites?languageID=de',
      headers: { cookie: t.cookies.werkstatt },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().items.find((item: { sku: string }) => item.sku === skuOf(gone))).toMatchObject({
      available: false,
      price: null,
    })
  })

  it('answers quick order with NOT_FOUND for its number, as for a number never sold', async () => {
    const response = await t.post(
      '/api/quickorder/resolve',
      {
        lines: [
          { term: skuOf(gone), qty: 1 },
          { term: 'NO-SUCH-4711', qty: 1 },
        ],
        languageID: 'de',
        countryID: 'DE',
      },
      { key: null },
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().lines.map((line: { error?: string }) => line.error)).toEqual(['NOT_FOUND', 'NOT_FOUND'])
  })

  it('reorders an old order: the other lines go in, the removed part is named', async () => {
    const [a, b] = (await t.partSkus('inStock', 4)).slice(2) as [string, string]
    const quote0 = await t.quote()
    if (quote0.items.length > 0) {
      const ids = quote0.items.map((item: { item_id: number }) => item.item_id)
      await t.post('/api/checkout/cart/delete', { item_ids: ids, languageID: 'de', countryID: 'DE' })
    }
    await t.post('/api/checkout/cart/add', {
      items: [
        { sku: a, qty: 1 },
        { sku: b, qty: 1 },
      ],
    })
    const placed = await t.post('/api/checkout/placeOrder', placeOrderBody((await t.quote()).basHash))
    expect(placed.statusCode).toBe(200)
    await removeFromCatalogue(b)
    const number = placed.json().orderNumbers.first
    const refill = await t.post('/api/checkout/cart/refill', { source: 'order', id: number, languageID: 'de' })
    expect(refill.statusCode).toBe(200)
    expect(refill.json()).toMatchObject({ data: { code: 'REFILLED' }, missing: [{ sku: b, reason: 'NOT_FOUND' }] })
    expect((await t.quote()).items.map((item: { sku: string }) => item.sku)).toEqual([skuOf(a)])
  })

  it('refuses a cart add (the offline queue lists it as refused) with 404 PART_NOT_FOUND', async () => {
    const response = await t.post('/api/checkout/cart/add', { items: [{ sku: gone, qty: 1 }] })
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('PART_NOT_FOUND')
  })
})

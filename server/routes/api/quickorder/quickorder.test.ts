import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../../../checkout/cart-test-kit'

let t: CartTestApp
beforeAll(async () => {
  t = await buildCartTestApp()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
})

const resolve = (lines: Array<{ term: string; qty: number }>) =>
  t.post('/api/quickorder/resolve', { languageID: 'de', countryID: 'DE', lines }, { key: null })

describe('quick order', () => {
  it('resolves article numbers and OE reference numbers as typed, each bad line with its own error', async () => {
    const part = await t.app.db.selectFrom('parts').select(['id', 'sku', 'vendor_id']).orderBy('id').executeTakeFirstOrThrow()
    const references = await t.app.db
      .selectFrom('part_xrefs')
      .select(['part_id', 'reference_no', 'reference_norm'])
      .orderBy('part_id')
      .limit(200)
      .execute()
    // A reference number only one part carries, so it resolves unambiguously.
    const counts = new Map<string, number>()
    for (const row of await t.app.db.selectFrom('part_xrefs').select('reference_norm').execute()) {
      counts.set(row.reference_norm, (counts.get(row.reference_norm) ?? 0) + 1)
    }
    const reference = references.find((row) => counts.get(row.reference_norm) === 1 && row.part_id !== part.id)
    if (!reference) throw new Error('no unique reference number in the test catalogue')
    const response = await resolve([
      { term: part.sku, qty: 2 },
      { term: ` ${part.sku.replace('.', '')} `, qty: 1 },
      { term: reference.reference_no, qty: 3 },
      { term: 'NO-SUCH-PART-4711', qty: 1 },
      { term: part.sku, qty: 0 },
    ])
    expect(response.statusCode).toBe(200)
    const lines = response.json().lines
    expect(lines[0]).toMatchObject({ ok: true, sku: part.sku, vendorId: part.vendor_id, qty: 2 })
    expect(lines[0].price.value).toBeGreaterThan(0)
    expect(lines[1]).toMatchObject({ ok: true, sku: part.sku })
    expect(lines[2]).toMatchObject({ ok: true, qty: 3 })
    expect(lines[3]).toMatchObject({ ok: false, error: 'NOT_FOUND' })
    expect(lines[4]).toMatchObject({ ok: false, error: 'BAD_QUANTITY' })
  })

  it('resolves a scanned part box’s GTIN to its part, and an unknown GTIN to NOT_FOUND', async () => {
    const part = await t.app.db
      .selectFrom('parts')
      .select(['sku', 'gtin'])
      .where('gtin', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const response = await resolve([
      { term: part.gtin as string, qty: 1 },
      { term: '4006381333931', qty: 1 },
    ])
    expect(response.json().lines.map((line: { ok: boolean; sku?: string; error?: string }) => line.sku ?? line.error)).toEqual([
      part.sku,
      'NOT_FOUND',
    ])
  })

  it('adds every valid line in one request and adds up the quantity of a part already in the cart', async () => {
    const parts = await t.partSkus('inStock', 3)
    await t.post('/api/checkout/cart/add', { items: [{ sku: parts[0], qty: 2 }] })
    const response = await t.post('/api/quickorder/add', { items: parts.map((sku) => ({ sku, qty: 5 })) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ code: 'ADDED', added: 2, merged: 1, itemCount: 3 })
    expect((await t.quote()).items.map((item: { qty: number }) => item.qty)).toEqual([7, 5, 5])
  })

  it('refuses an empty list, and needs a login', async () => {
    expect((await resolve([])).statusCode).toBe(400)
    expect((await t.post('/api/quickorder/add', { items: [] })).statusCode).toBe(400)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/quickorder/resolve',
      payload: { languageID: 'de', countryID: 'DE', lines: [{ term: 'x', qty: 1 }] },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../../../checkout/cart-test-kit'

let t: CartTestApp
beforeAll(async () => {
  t = await buildCartTestApp()
})
afterAll(() => t.close())

const check = (lines: Array<{ term: string; qty: number }>, cookie = t.cookies.werkstatt) =>
  t.post('/api/availability', { lines, languageID: 'en' }, { cookie, key: null })

describe('POST /api/availability', () => {
  it('answers stock per warehouse, delivery time and price by article or OE number', async () => {
    const part = await t.app.db
      .selectFrom('parts as p')
      .innerJoin('part_xrefs as x', 'x.part_id', 'p.id')
      .select(['p.sku', 'p.stock_total', 'x.reference_no'])
      .where('p.stock_total', '>', 10)
      .where('p.replaced_by_sku', 'is', null)
      .executeTakeFirstOrThrow()
    const response = await check([
      { term: part.sku, qty: 1 },
      { term: part.reference_no, qty: part.stock_total + 1 },
      { term: 'NO-SUCH-PART', qty: 1 },
      { term: part.sku, qty: 0 },
    ])
    expect(response.statusCode).toBe(200)
    const [bySku, byOe, missing, badQty] = response.json().lines
    expect(bySku).toMatchObject({ ok: true, discontinued: false, part: { sku: part.sku, status: 'inStock', deliveryDays: 1 } })
    expect(bySku.part.warehouses.reduce((sum: number, w: { quantity: number }) => sum + w.quantity, 0)).toBe(part.stock_total)
    expect(bySku.part.price.value).toBeGreaterThan(0)
    expect(byOe).toMatchObject({ ok: true, part: { sku: part.sku, status: 'partial' } })
    expect(missing).toMatchObject({ ok: false, error: 'NOT_FOUND' })
    expect(badQty).toMatchObject({ ok: false, error: 'BAD_QUANTITY' })
  })

  it('names the replacement of a discontinued part', async () => {
    const old = await t.app.db
      .selectFrom('parts as p')
      .innerJoin('parts as r', 'r.sku', 'p.replaced_by_sku')
      .select(['p.sku', 'r.sku as replacement'])
      .executeTakeFirst()
    if (!old) return expect.fail('the test catalogue has no replaced part')
    const [line] = (await check([{ term: old.sku, qty: 1 }])).json().lines
    expect(line).toMatchObject({ ok: true, discontinued: true, replacement: { sku: old.replacement } })
  })

  it('hides prices without showPrice, takes at most 200 lines and needs a login', async () => {
    const [sku] = (await t.partSkus('inStock', 1))[0]?.split('-').slice(1) ?? []
    const [line] = (await check([{ term: sku ?? '', qty: 1 }], t.cookies.einkauf)).json().lines
    expect(line.part.price).toBeNull()
    const tooMany = await check(Array.from({ length: 201 }, () => ({ term: '15.10000', qty: 1 })))
    expect([tooMany.statusCode, tooMany.json().code]).toEqual([400, 'VALIDATION_FAILED'])
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/availability',
      payload: { lines: [{ term: 'x', qty: 1 }], languageID: 'de' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../../../checkout/cart-test-kit'

let t: CartTestApp
beforeAll(async () => {
  t = await buildCartTestApp()
})
afterAll(() => t.close())

describe('POST /api/availability splits a line that ships in part (issue 30)', () => {
  it('says how many ship now and how many wait, as the cart splits A and B orders', async () => {
    const part = await t.app.db
      .selectFrom('parts')
      .select(['sku', 'stock_total'])
      .where('stock_total', '>', 0)
      .where('stock_total', '<', 400)
      .where('replaced_by_sku', 'is', null)
      .executeTakeFirstOrThrow()
    const response = await t.post(
      '/api/availability',
      {
        lines: [
          { term: part.sku, qty: 500 },
          { term: part.sku, qty: 1 },
        ],
        languageID: 'en',
      },
      { cookie: t.cookies.werkstatt, key: null },
    )
    expect(response.statusCode).toBe(200)
    const [partial, whole] = response.json().lines
    expect(partial.part).toMatchObject({
      status: 'partial',
      shipsNow: part.stock_total,
      later: 500 - part.stock_total,
      deliveryDays: 1,
      laterDeliveryDays: 10,
    })
    expect(whole.part).toMatchObject({ status: 'inStock', shipsNow: 1, later: 0 })
  })
})

import type { KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import type { Db } from '../connect'
import { createPartPriceRepository } from './part-price-repository'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let parts: Array<{ id: number; listPriceCents: number }>
beforeAll(async () => {
  ctx = await buildTestApp({}, { demoParts: 20 })
  parts = (await ctx.app.db.selectFrom('parts').select(['id', 'list_price_cents']).orderBy('id').limit(3).execute()).map(
    (row) => ({ id: row.id, listPriceCents: row.list_price_cents }),
  )
  const [a, b] = parts as [(typeof parts)[0], (typeof parts)[0]]
  await ctx.app.db
    .insertInto('part_prices')
    .values([
      { part_id: a.id, price_group: 'LIST', min_quantity: 10, price_cents: 900 },
      { part_id: a.id, price_group: 'WS', min_quantity: 1, price_cents: 700 },
      { part_id: a.id, price_group: 'FL', min_quantity: 1, price_cents: 650 },
      { part_id: b.id, price_group: 'WS', min_quantity: 5, price_cents: 500 },
    ])
    .execute()
  await ctx.app.db
    .insertInto('customer_part_prices')
    .values([
      { customer_id: 'D1000001', part_id: b.id, price_cents: 444 },
      { customer_id: 'D1000002', part_id: a.id, price_cents: 333 },
    ])
    .execute()
})
afterAll(() => ctx.close())

/** The database handle with a count of the statements run through it. */
function counting(db: Db) {
  const counter = { queries: 0 }
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.queries += 1
      return args.node
    },
    transformResult: async (args) => args.result,
  }
  return { db: db.withPlugin(plugin), counter }
}

describe('part price rows', () => {
  it('reads the LIST and the customer’s group scales and the customer’s own net prices of many parts in one query', async () => {
    const { db, counter } = counting(ctx.app.db)
    const rows = await createPartPriceRepository(db).forParts(parts, { customerId: 'D1000001', priceGroup: 'WS' })
    expect(counter.queries).toBe(1)
    const [a, b, c] = parts as [(typeof parts)[0], (typeof parts)[0], (typeof parts)[0]]
    expect(rows.get(a.id)).toEqual({
      listPriceCents: a.listPriceCents,
      list: [{ minQuantity: 10, priceCents: 900 }],
      group: [{ minQuantity: 1, priceCents: 700 }],
      customerNetCents: null,
    })
    expect(rows.get(b.id)).toMatchObject({ group: [{ minQuantity: 5, priceCents: 500 }], customerNetCents: 444 })
    expect(rows.get(c.id)).toEqual({ listPriceCents: c.listPriceCents, list: [], group: [], customerNetCents: null })
  })

  it('asks once per 500 parts however many there are', async () => {
    const { db, counter } = counting(ctx.app.db)
    const many = Array.from({ length: 1200 }, (_, index) => ({ id: 1_000_000 + index, listPriceCents: 100 }))
    const rows = await createPartPriceRepository(db).forParts(many, { customerId: 'D1000001', priceGroup: 'WS' })
    expect(counter.queries).toBe(3)
    expect(rows.size).toBe(1200)
  })
})

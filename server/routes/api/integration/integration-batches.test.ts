import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { asSystem, createIntegrationKey } from './integration-test-kit'

/**
 * These apply real batches, so they need importRecords (server/integration/catalog-import/import-service.ts).
 * A part's article_id is its sku, as in the import files (docs/catalogue-import.md).
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>
let secret: string
let sku: string
let partId: number
let warehouse: string
beforeAll(async () => {
  ctx = await buildTestApp()
  secret = (await createIntegrationKey(ctx.app, ['stock:write', 'prices:write', 'parts:write'])).secret
  const row = await ctx.app.db
    .selectFrom('part_stock')
    .innerJoin('parts', 'parts.id', 'part_stock.part_id')
    .select(['parts.id', 'parts.sku', 'part_stock.warehouse_id'])
    .orderBy('parts.id')
    .executeTakeFirstOrThrow()
  sku = row.sku
  partId = row.id
  warehouse = row.warehouse_id
})
afterAll(() => ctx.close())

const stockOf = async () =>
  (
    await ctx.app.db
      .selectFrom('part_stock')
      .select('quantity')
      .where('part_id', '=', partId)
      .where('warehouse_id', '=', warehouse)
      .executeTakeFirst()
  )?.quantity
const apiRuns = async () =>
  Number(
    (
      await ctx.app.db
        .selectFrom('import_runs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('source', '=', 'api')
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('integration API batches (need importRecords)', () => {
  it('applies a batch once: a retry with the same Idempotency-Key gets the same answer and runs nothing again', async () => {
    const idempotencyKey = randomUUID()
    const payload = { items: [{ article_id: sku, warehouse, quantity: 41 }] }
    const runsBefore = await apiRuns()
    const first = await asSystem(ctx.app, secret, { url: '/api/integration/stock', payload, idempotencyKey })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ applied: { stock: 1 }, refused: [] })
    expect(await stockOf()).toBe(41)
    // Someone else changes the stock in between: a replay must not set it back.
    await asSystem(ctx.app, secret, {
      url: '/api/integration/stock',
      payload: { items: [{ article_id: sku, warehouse, quantity: 7 }] },
    })
    const replay = await asSystem(ctx.app, secret, { url: '/api/integration/stock', payload, idempotencyKey })
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect(await stockOf()).toBe(7)
    expect(await apiRuns()).toBe(runsBefore + 2)
    const reused = await asSystem(ctx.app, secret, {
      url: '/api/integration/stock',
      payload: { items: [{ article_id: sku, warehouse, quantity: 1 }] },
      idempotencyKey,
    })
    expect(reused.statusCode).toBe(422)
  })

  it('applies the good items and answers 207 with each refused one by position', async () => {
    const response = await asSystem(ctx.app, secret, {
      url: '/api/integration/stock',
      payload: {
        items: [
          { article_id: sku, warehouse, quantity: 12 },
          { article_id: sku, warehouse, quantity: -5 },
        ],
      },
    })
    expect(response.statusCode).toBe(207)
    const answer = response.json()
    expect(answer.applied).toMatchObject({ stock: 1 })
    expect(answer.refused).toEqual([expect.objectContaining({ at: 'items[1]', field: 'quantity', code: 'negative' })])
    expect(await stockOf()).toBe(12)
  })

  it('sets and removes an exchange unit’s deposit through a parts batch, refusing a negative one', async () => {
    const part = await ctx.app.db
      .selectFrom('parts')
      .innerJoin('part_types', 'part_types.id', 'parts.part_type_id')
      .innerJoin('brands', 'brands.id', 'parts.brand_id')
      .select(['part_types.key', 'brands.name'])
      .where('parts.id', '=', partId)
      .executeTakeFirstOrThrow()
    const item = (deposit: unknown) => ({
      article_id: sku,
      product_group: part.key,
      manufacturer: part.name,
      weight_g: 1000,
      deposit,
    })
    const depositOf = async () =>
      (await ctx.app.db.selectFrom('parts').select('deposit_cents').where('id', '=', partId).executeTakeFirstOrThrow())
        .deposit_cents
    const set = await asSystem(ctx.app, secret, { url: '/api/integration/parts', payload: { items: [item(145.5)] } })
    expect(set.statusCode).toBe(200)
    expect(await depositOf()).toBe(14550)
    const refused = await asSystem(ctx.app, secret, { url: '/api/integration/parts', payload: { items: [item('-1')] } })
    expect(refused.json().refused).toEqual([expect.objectContaining({ field: 'deposit', code: 'negative' })])
    expect(await depositOf()).toBe(14550)
    await asSystem(ctx.app, secret, { url: '/api/integration/parts', payload: { items: [item('0')] } })
    expect(await depositOf()).toBe(0)
  })
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../checkout/cart-test-kit'
import { STORED_ANSWER_LIMITS } from '../db/repositories/idempotency-repository'

let t: CartTestApp
let skus: string[]
const customer = 'D1000001'
beforeAll(async () => {
  t = await buildCartTestApp()
  skus = await t.partSkus('inStock', 4)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
  await t.app.db.deleteFrom('idempotency_keys').execute()
})

const add = (sku: string) => ({ items: [{ sku, qty: 1 }] })

describe('cap on stored idempotent answers per customer', () => {
  it('an answer dropped by the cap replays as 410 IDEMPOTENT_ANSWER_DISCARDED and the change does not run again', async () => {
    const keys = [randomUUID(), randomUUID(), randomUUID()]
    const firsts = []
    for (const [i, key] of keys.entries()) firsts.push(await t.post('/api/checkout/cart/add', add(skus[i] as string), { key }))
    await t.app.db.deleteFrom('cart_items').execute()
    const trimmed = await t.app.repos.idempotency.trimAnswers(customer, { count: 2, bytes: 1_000_000 })
    expect(trimmed).toBe(1)
    const oldest = await t.post('/api/checkout/cart/add', add(skus[0] as string), { key: keys[0] })
    expect(oldest.statusCode).toBe(410)
    expect(oldest.json().code).toBe('IDEMPOTENT_ANSWER_DISCARDED')
    const newest = await t.post('/api/checkout/cart/add', add(skus[2] as string), { key: keys[2] })
    expect(newest.body).toBe(firsts[2]?.body)
    expect((await t.quote()).items).toHaveLength(0)
  })

  it('every change trims the customer past the byte budget, oldest first', async () => {
    const half = 'x'.repeat(Math.ceil(STORED_ANSWER_LIMITS.bytes / 2) + 1)
    const old = Math.floor(Date.now() / 1000) - 3600
    await t.app.db
      .insertInto('idempotency_keys')
      .values(
        ['older', 'old'].map((key, i) => ({
          ...{ customer_id: customer, key, request_hash: 'h', state: 'done' as const },
          ...{ status_code: 200, response_body: half, created_at: old + i },
        })),
      )
      .execute()
    expect((await t.post('/api/checkout/cart/add', add(skus[3] as string))).statusCode).toBe(200)
    const rows = await t.app.db
      .selectFrom('idempotency_keys')
      .select(['key', 'response_body'])
      .where('key', 'in', ['older', 'old'])
      .execute()
    expect(Object.fromEntries(rows.map((row) => [row.key, row.response_body === null]))).toEqual({ older: true, old: false })
  })
})

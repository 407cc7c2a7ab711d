import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../checkout/cart-test-kit'
import { IDEMPOTENCY_TTL_SECONDS } from '../db/repositories/idempotency-repository'
import { requestHash } from './idempotency'

let t: CartTestApp
let skus: string[]
beforeAll(async () => {
  t = await buildCartTestApp()
  skus = await t.partSkus('inStock', 4)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
})

const add = (sku: string, qty = 1) => ({ items: [{ sku, qty }] })
const lineCount = async () => (await t.quote()).items.length

describe('Idempotency-Key on cart changes', () => {
  it('is required, and must be a UUID; nothing changes without one', async () => {
    const missing = await t.post('/api/checkout/cart/add', add(skus[0] as string), { key: null })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED')
    const bad = await t.post('/api/checkout/cart/add', add(skus[0] as string), { key: 'not-a-uuid' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('IDEMPOTENCY_KEY_INVALID')
    expect(await lineCount()).toBe(0)
  })

  it('a replay with the same key and payload makes no second line and answers the first answer', async () => {
    const key = randomUUID()
    const first = await t.post('/api/checkout/cart/add', add(skus[0] as string, 2), { key })
    const second = await t.post('/api/checkout/cart/add', add(skus[0] as string, 2), { key })
    const third = await t.post('/api/checkout/cart/add', add(skus[0] as string, 2), { key: key.toUpperCase() })
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.body).toBe(first.body)
    expect(third.body).toBe(first.body)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(await lineCount()).toBe(1)
  })

  it('replays a refusal too: the first outcome stands, even after the cart changed', async () => {
    await t.post('/api/checkout/cart/add', add(skus[0] as string))
    const key = randomUUID()
    const duplicate = await t.post('/api/checkout/cart/add', add(skus[0] as string), { key })
    expect(duplicate.statusCode).toBe(422)
    await t.app.db.deleteFrom('cart_items').execute()
    const replay = await t.post('/api/checkout/cart/add', add(skus[0] as string), { key })
    expect(replay.statusCode).toBe(422)
    expect(replay.body).toBe(duplicate.body)
    expect(await lineCount()).toBe(0)
  })

  it('the same key with another payload (or on another route) answers 422 and changes nothing', async () => {
    const key = randomUUID()
    await t.post('/api/checkout/cart/add', add(skus[0] as string), { key })
    const other = await t.post('/api/checkout/cart/add', add(skus[1] as string), { key })
    expect(other.statusCode).toBe(422)
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    const otherQty = await t.post('/api/checkout/cart/add', add(skus[0] as string, 5), { key })
    expect(otherQty.statusCode).toBe(422)
    const otherRoute = await t.post('/api/quickorder/add', add(skus[1] as string), { key })
    expect(otherRoute.statusCode).toBe(422)
    expect((await t.quote()).items.map((item: { qty: number }) => item.qty)).toEqual([1])
  })

  it('a retry while the first request still runs answers 409 and leaves the key to the first', async () => {
    const key = randomUUID()
    const body = add(skus[2] as string, 3)
    const customer = 'D1000001'
    const claim = await t.app.repos.idempotency.claim(customer, key, requestHash('POST', '/api/checkout/cart/add', body))
    expect(claim.claimed).toBe(true)
    const retry = await t.post('/api/checkout/cart/add', body, { key })
    expect(retry.statusCode).toBe(409)
    expect(retry.json().code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS')
    expect(await lineCount()).toBe(0)
  })

  it('concurrent requests with one key make exactly one line; every 200 is the same answer', async () => {
    const key = randomUUID()
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => t.post('/api/checkout/cart/add', add(skus[3] as string, 4), { key })),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true)
    const bodies = new Set(responses.filter((response) => response.statusCode === 200).map((response) => response.body))
    expect(bodies.size).toBe(1)
    expect(await lineCount()).toBe(1)
  })

  it('keys belong to one customer: another customer may use the same key for its own cart', async () => {
    const key = randomUUID()
    expect((await t.post('/api/checkout/cart/add', add(skus[0] as string), { key })).statusCode).toBe(200)
    const flotte = await t.post('/api/checkout/cart/add', add(skus[1] as string), { key, cookie: t.cookies.flotte })
    expect(flotte.statusCode).toBe(200)
    expect(flotte.headers['idempotent-replayed']).toBeUndefined()
  })

  it('keeps an outcome for days (6 here); a key older than IDEMPOTENCY_TTL_SECONDS runs again', async () => {
    const key = randomUUID()
    const body = add(skus[0] as string)
    await t.post('/api/checkout/cart/add', body, { key })
    const sixDays = Math.floor(Date.now() / 1000) - 6 * 24 * 3600
    await t.app.db.updateTable('idempotency_keys').set({ created_at: sixDays }).where('key', '=', key).execute()
    await t.app.db.deleteFrom('cart_items').execute()
    expect((await t.post('/api/checkout/cart/add', body, { key })).headers['idempotent-replayed']).toBe('true')
    expect(await lineCount()).toBe(0)
    const expired = Math.floor(Date.now() / 1000) - IDEMPOTENCY_TTL_SECONDS - 60
    await t.app.db.updateTable('idempotency_keys').set({ created_at: expired }).where('key', '=', key).execute()
    const again = await t.post('/api/checkout/cart/add', body, { key })
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBeUndefined()
    expect(await lineCount()).toBe(1)
  })

  it('does not spend a key on a request the schema refuses', async () => {
    const key = randomUUID()
    expect((await t.post('/api/checkout/cart/add', { items: [] }, { key })).statusCode).toBe(400)
    expect((await t.post('/api/checkout/cart/add', add(skus[0] as string), { key })).statusCode).toBe(200)
  })
})

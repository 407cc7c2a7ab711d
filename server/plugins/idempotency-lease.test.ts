import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../checkout/cart-test-kit'
import { LEASE } from '../db/lease'
import { requestHash } from './idempotency'

/**
 * A claim is leased to its request (server/db/lease.ts): an instance that dies mid-request leaves a
 * claim whose lease ends, and a retry on another instance takes it over; a live request renews it.
 * Times are passed to the repository, so nothing here waits for a lease to run out.
 */
let t: CartTestApp
let skus: string[]
beforeAll(async () => {
  t = await buildCartTestApp()
  skus = await t.partSkus('inStock', 3)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
})

const CUSTOMER = 'D1000001'
const ROUTE = '/api/checkout/cart/add'
const add = (sku: string, qty: number) => ({ items: [{ sku, qty }] })
const now = () => Math.floor(Date.now() / 1000)
const qtyOf = async (sku: string) =>
  (await t.quote()).items.find((item: { sku: string; vendorId: string }) => `${item.vendorId}-${item.sku}` === sku)?.qty

/** The claim a request on an instance that then died left behind, `ago` seconds ago. */
async function claimLeftBy(key: string, body: object, ago: number) {
  const result = await t.app.repos.idempotency.claim(CUSTOMER, key, requestHash('POST', ROUTE, body), { now: now() - ago })
  if (!result.claimed) throw new Error('the key was taken')
  return result.claim
}

describe('idempotency claims of requests that died', () => {
  it('a claim whose lease has ended is taken over by the retry, which applies the change once and answers it', async () => {
    const key = randomUUID()
    const body = add(skus[0] as string, 3)
    await claimLeftBy(key, body, LEASE.seconds)
    const retry = await t.post(ROUTE, body, { key })
    expect(retry.statusCode).toBe(200)
    expect(await qtyOf(skus[0] as string)).toBe(3)
    const replay = await t.post(ROUTE, body, { key })
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.body).toBe(retry.body)
    expect(await qtyOf(skus[0] as string)).toBe(3)
  })

  it('a claim renewed by its live request stays its own: the retry answers 409 and changes nothing', async () => {
    const key = randomUUID()
    const body = add(skus[1] as string, 2)
    const claim = await claimLeftBy(key, body, LEASE.seconds + 10)
    expect(await t.app.repos.idempotency.renew(claim)).toBe(true)
    const retry = await t.post(ROUTE, body, { key })
    expect(retry.statusCode).toBe(409)
    expect(retry.json().code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS')
    expect(await qtyOf(skus[1] as string)).toBeUndefined()
  })

  it('a request that lost its claim can neither renew it, store its answer nor free the key', async () => {
    const key = randomUUID()
    const body = add(skus[2] as string, 4)
    const lost = await claimLeftBy(key, body, LEASE.seconds)
    const retry = await t.post(ROUTE, body, { key })
    expect(retry.statusCode).toBe(200)

    expect(await t.app.repos.idempotency.renew(lost)).toBe(false)
    await expect(t.app.repos.idempotency.complete(lost, 201, '{"late":true}')).rejects.toThrow(/taken over/)
    await t.app.repos.idempotency.release(lost)
    const replay = await t.post(ROUTE, body, { key })
    expect(replay.statusCode).toBe(200)
    expect(replay.body).toBe(retry.body)
    expect(await qtyOf(skus[2] as string)).toBe(4)
  })
})

import { describe, expect, it } from 'vitest'
import { EXPIRED_CHANGE_CODE } from '../../src/shared/contracts/sync'
import { queueKit } from './queue-test-kit'
import { GIVE_UP_MS } from './replay-changes'

const MINUTE = 60_000

describe('replaying kept changes', () => {
  it('sends them in the order they were made, each with its own key, and a later change waits behind them', async () => {
    const kit = queueKit()
    kit.shop.down = true
    await kit.change('/checkout/cart/add', { items: [{ sku: 'a', qty: 1 }] }, 'add')
    await kit.change('/checkout/cart/update/', { item_id: 1, qty: 5 }, 'update')
    kit.shop.down = false
    // Online again before the replay ran: this change must not overtake the two before it.
    expect((await kit.change('/checkout/cart/delete', { item_ids: [1] }, 'delete')).status).toBe(202)
    await kit.changes.replay()
    expect(kit.shop.sent.map((sent) => [sent.path, sent.key])).toEqual([
      ['/api/checkout/cart/add', 'add'],
      ['/api/checkout/cart/update/', 'update'],
      ['/api/checkout/cart/delete', 'delete'],
    ])
    expect(kit.applied()).toEqual(['add', 'update', 'delete'])
    expect((await kit.status()).pending).toEqual([])
  })

  it('keeps a change answered 409 (its first try still runs) and sends it again later with the same key', async () => {
    const kit = queueKit()
    kit.shop.down = true
    await kit.change('/checkout/cart/add', { items: [] }, 'running')
    kit.shop.down = false
    kit.shop.answers.push({ status: 409, body: { code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS' } })
    await kit.changes.replay()
    const waiting = await kit.status()
    expect(waiting.pending).toMatchObject([{ idempotencyKey: 'running', attempts: 1 }])
    expect(waiting.failed).toEqual([])
    expect(kit.retries.at(-1)).toBe(5000)

    await kit.runRetry()
    expect(kit.shop.sent.map((sent) => sent.key)).toEqual(['running', 'running'])
    expect(kit.applied()).toEqual(['running'])
    const done = await kit.status()
    expect(done.pending).toEqual([])
    expect(done.failed).toEqual([])
  })

  it("lists a refused change (4xx) with the shop's code and message for the user, and goes on with the next", async () => {
    const kit = queueKit()
    kit.shop.down = true
    await kit.change('/checkout/cart/add', { items: [{ sku: 'gone', qty: 1 }] }, 'refused')
    await kit.change('/quickorder/add', { items: [{ sku: 'b', qty: 3 }] }, 'next')
    kit.shop.down = false
    kit.shop.answers.push({ status: 422, body: { code: 'PART_NOT_FOUND', message: 'No such part.' } })
    await kit.changes.replay()
    const { pending, failed } = await kit.status()
    expect(pending).toEqual([])
    expect(failed).toMatchObject([
      {
        idempotencyKey: 'refused',
        path: '/api/checkout/cart/add',
        body: { items: [{ sku: 'gone', qty: 1 }] },
        status: 422,
        code: 'PART_NOT_FOUND',
        message: 'No such part.',
      },
    ])
    expect(kit.applied()).toEqual(['next'])

    // The user sends it again from the list: under a new key, and it leaves the list.
    await kit.changes.retryFailed('refused', 'again')
    await kit.changes.replay()
    expect(kit.shop.sent.at(-1)).toMatchObject({ path: '/api/checkout/cart/add', key: 'again' })
    expect((await kit.status()).failed).toEqual([])
  })

  it('lists a queued add of a part the catalogue dropped meanwhile (the shop answers 404 PART_NOT_FOUND), never loses it', async () => {
    const kit = queueKit()
    kit.shop.down = true
    await kit.change('/checkout/cart/add', { items: [{ sku: '2000-4.10000', qty: 2 }] }, 'removed-part')
    kit.shop.down = false
    kit.shop.answers.push({ status: 404, body: { code: 'PART_NOT_FOUND', message: 'Unknown part: 2000-4.10000' } })
    await kit.changes.replay()
    const { pending, failed } = await kit.status()
    expect(pending).toEqual([])
    expect(failed).toMatchObject([
      { idempotencyKey: 'removed-part', status: 404, code: 'PART_NOT_FOUND', body: { items: [{ sku: '2000-4.10000', qty: 2 }] } },
    ])
  })

  it('gives up on a change older than the age limit: listed as expired, never sent; a younger one is sent', async () => {
    const kit = queueKit()
    kit.shop.down = true
    const start = Date.now()
    kit.clock.now = () => start - GIVE_UP_MS - MINUTE
    await kit.change('/checkout/cart/add', { items: [] }, 'too-old')
    kit.clock.now = () => start - GIVE_UP_MS + MINUTE
    await kit.change('/checkout/cart/add', { items: [] }, 'just-in-time')
    kit.shop.down = false
    await kit.changes.replay()
    expect(kit.shop.sent.map((sent) => sent.key)).toEqual(['just-in-time'])
    const { pending, failed } = await kit.status()
    expect(pending).toEqual([])
    expect(failed).toMatchObject([{ idempotencyKey: 'too-old', status: 0, code: EXPIRED_CHANGE_CODE }])
  })
})

import { describe, expect, it } from 'vitest'
import { QUEUED_HEADER } from '../../src/shared/contracts/sync'
import { queueKit } from './queue-test-kit'

describe('keeping a change the shop cannot take now', () => {
  it('answers the page 202 queued with its key when offline, and sends nothing', async () => {
    const kit = queueKit()
    kit.shop.down = true
    const response = await kit.change('/checkout/cart/add', { items: [{ sku: '1000-1.10234', qty: 2 }] }, 'key-1')
    expect(response.status).toBe(202)
    expect(response.headers.get(QUEUED_HEADER)).toBe('1')
    expect(await response.json()).toEqual({ queued: true, idempotencyKey: 'key-1' })
    expect(kit.shop.sent).toEqual([])
    const { pending } = await kit.status()
    expect(pending).toMatchObject([
      { idempotencyKey: 'key-1', path: '/api/checkout/cart/add', body: { items: [{ sku: '1000-1.10234', qty: 2 }] } },
    ])
  })

  it("keeps a change a proxy answered for the shop (503), and passes the shop's own answers through", async () => {
    const kit = queueKit()
    kit.shop.answers.push({ status: 503 })
    expect((await kit.change('/checkout/cart/add', { items: [] }, 'proxied')).status).toBe(202)
    await kit.changes.replay()
    expect(kit.applied()).toEqual(['proxied'])
    expect((await kit.status()).pending).toEqual([])
    kit.shop.answers.push({ status: 422, body: { code: 'ITEM_ALREADY_IN_LIST' } })
    // The queue is empty again: the next change goes straight to the shop and its refusal to the page.
    const refused = await kit.change('/checkout/cart/add', { items: [] }, 'direct')
    expect(refused.status).toBe(422)
    expect((await kit.status()).failed).toEqual([])
  })
})

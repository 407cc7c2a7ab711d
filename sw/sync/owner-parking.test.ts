import { describe, expect, it } from 'vitest'
import { queueKit } from './queue-test-kit'

describe('parking changes at a change of customer (shared tablet)', () => {
  it("parks the former customer's waiting changes, never sends them as the new one, and brings them back at their login", async () => {
    const kit = queueKit()
    await kit.changes.setOwner('anna')
    kit.shop.down = true
    await kit.change('/checkout/cart/add', { items: [{ sku: 'a1', qty: 1 }] }, 'anna-1')
    await kit.change('/quickorder/add', { items: [{ sku: 'a2', qty: 2 }] }, 'anna-2')
    const keptAt = (await kit.status()).pending.map((change) => change.queuedAt)

    await kit.changes.setOwner('ben')
    kit.shop.down = false
    await kit.changes.replay()
    expect(kit.shop.sent).toEqual([])
    expect((await kit.status()).pending).toEqual([])
    await kit.change('/checkout/cart/add', { items: [{ sku: 'b1', qty: 1 }] }, 'ben-1')
    expect(kit.shop.sent.map((sent) => sent.key)).toEqual(['ben-1'])

    await kit.changes.setOwner('anna')
    const back = (await kit.status()).pending
    expect(back.map((change) => [change.idempotencyKey, change.owner])).toEqual([
      ['anna-1', 'anna'],
      ['anna-2', 'anna'],
    ])
    expect(back.map((change) => change.queuedAt)).toEqual(keptAt)
    await kit.changes.replay()
    expect(kit.shop.sent.map((sent) => [sent.key, sent.path])).toEqual([
      ['ben-1', '/api/checkout/cart/add'],
      ['anna-1', '/api/checkout/cart/add'],
      ['anna-2', '/api/quickorder/add'],
    ])
  })

  it('leaves a change made while nobody was logged in with whoever logs in', async () => {
    const kit = queueKit()
    kit.shop.down = true
    await kit.change('/checkout/cart/add', { items: [] }, 'nobodys')
    await kit.changes.setOwner('carla')
    kit.shop.down = false
    await kit.changes.replay()
    expect(kit.shop.sent.map((sent) => sent.key)).toEqual(['nobodys'])
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { toPayloadLines } from './add-to-cart'
import { sendCartMutation } from './send-cart-mutation'

afterEach(() => vi.unstubAllGlobals())

function stubFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return calls
}

describe('sendCartMutation', () => {
  it('sends a fresh UUID Idempotency-Key with every user action', async () => {
    const calls = stubFetch(200, { code: 'ADDED' })
    const first = await sendCartMutation('/checkout/cart/add', { items: [] })
    await sendCartMutation('/checkout/cart/add', { items: [] })
    const keys = calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key'])
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[0]).not.toBe(keys[1])
    expect(first).toEqual({ queued: false, data: { code: 'ADDED' }, idempotencyKey: keys[0] })
    expect(calls[0]?.url).toBe('/api/checkout/cart/add')
    expect(calls[0]?.init.method).toBe('POST')
  })

  it("reports a change the service worker kept for later, and throws the server's refusal", async () => {
    stubFetch(202, { queued: true, idempotencyKey: 'k' })
    expect(await sendCartMutation('/checkout/cart/add', {})).toEqual({ queued: true, idempotencyKey: 'k' })
    stubFetch(422, { statusCode: 422, code: 'ITEM_ALREADY_IN_LIST', message: 'Item already in list' })
    await expect(sendCartMutation('/checkout/cart/add', {})).rejects.toMatchObject({ code: 'ITEM_ALREADY_IN_LIST' })
  })
})

describe('toPayloadLines (SPEC.md §5)', () => {
  it("maps to '{vendorId}-{sku}' with qty default 1 and drops lines without sku or vendorId", () => {
    expect(
      toPayloadLines([
        { sku: '1.10234', vendorId: '1000', qty: 3 },
        { sku: '5.40020XL', vendorId: '2000' },
        { sku: '', vendorId: '1000' },
        { sku: '1.1', vendorId: null },
      ]),
    ).toEqual([
      { sku: '1000-1.10234', qty: 3 },
      { sku: '2000-5.40020XL', qty: 1 },
    ])
    expect(toPayloadLines([{ sku: null, vendorId: '1000' }])).toEqual([])
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendChange, shopAnswer } from './send-change'

afterEach(() => vi.unstubAllGlobals())

function stubFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
  return calls
}

describe('sendChange', () => {
  it('sends a fresh UUID Idempotency-Key with every user action', async () => {
    const calls = stubFetch(200, { code: 'ADDED' })
    const first = await sendChange('POST', '/checkout/cart/add', { items: [] })
    await sendChange('POST', '/checkout/cart/add', { items: [] })
    const keys = calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key'])
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[0]).not.toBe(keys[1])
    expect(first).toEqual({ queued: false, data: { code: 'ADDED' }, idempotencyKey: keys[0] })
    expect(calls[0]?.url).toBe('/api/checkout/cart/add')
    expect(calls[0]?.init.method).toBe('POST')
  })

  it('sends PUT and DELETE with a key of their own too', async () => {
    const calls = stubFetch(200, {})
    await sendChange('PUT', '/addresses/7', { city: 'Ulm' })
    await sendChange('DELETE', '/addresses/7')
    expect(calls.map((call) => call.init.method)).toEqual(['PUT', 'DELETE'])
    for (const call of calls) expect((call.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("reports a change the service worker kept for later, and throws the server's refusal", async () => {
    stubFetch(202, { queued: true, idempotencyKey: 'k' })
    expect(await sendChange('POST', '/checkout/cart/add', {})).toEqual({ queued: true, idempotencyKey: 'k' })
    stubFetch(422, { statusCode: 422, code: 'ITEM_ALREADY_IN_LIST', message: 'Item already in list' })
    await expect(sendChange('POST', '/checkout/cart/add', {})).rejects.toMatchObject({ code: 'ITEM_ALREADY_IN_LIST' })
  })

  it("gives the shop's answer of a change the worker never keeps", async () => {
    stubFetch(201, { id: 'a1' })
    expect(shopAnswer(await sendChange('POST', '/addresses', { city: 'Ulm' }))).toEqual({ id: 'a1' })
    expect(() => shopAnswer({ queued: true, idempotencyKey: 'k' })).toThrow()
  })
})

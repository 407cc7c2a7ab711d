import { afterEach, describe, expect, it, vi } from 'vitest'
import { shopMeta } from '../../../shared/meta/shop-meta'
import { addVinSuggestion } from './vin-suggestions'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('addVinSuggestion (SPEC.md §7)', () => {
  it('sends limit (the shop’s VIN history length) with the VIN', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(['WMA06XZZ8GM000001']), { headers: { 'content-type': 'application/json' } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await addVinSuggestion('WMA06XZZ8GM000001')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/search/addVinSuggestion')
    expect(JSON.parse(String(init.body))).toEqual({ limit: shopMeta.vinSearchHistoryLength, vinNumber: 'WMA06XZZ8GM000001' })
    expect(shopMeta.vinSearchHistoryLength).toBeGreaterThan(0)
  })
})

import { describe, expect, it } from 'vitest'
import { ignoreSearchParams, withoutSearchParams } from './ignore-search-params'

describe('cache keys without cache-busting parameters', () => {
  it('drops timestamp and keeps the parameters that choose the answer', () => {
    expect(
      withoutSearchParams('https://shop.example/api/country?languageID=de&countryID=DE&timestamp=1764040000000', ['timestamp']),
    ).toBe('https://shop.example/api/country?languageID=de&countryID=DE')
  })

  it('gives two calls made at different times the same cache entry', async () => {
    const plugin = ignoreSearchParams(['timestamp'])
    const key = (time: number) =>
      plugin.cacheKeyWillBeUsed?.({
        request: new Request(`https://shop.example/api/country?languageID=fr&countryID=FR&timestamp=${time}`),
        mode: 'read',
        event: undefined as never,
        state: undefined,
        params: undefined,
      } as never)
    expect(await key(1)).toBe(await key(2))
    expect(await key(1)).toBe('https://shop.example/api/country?languageID=fr&countryID=FR')
  })
})

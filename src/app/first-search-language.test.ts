import { afterEach, describe, expect, it, vi } from 'vitest'

/** A start of the app: fresh modules, as a page load evaluates them, with or without the server's meta tag. */
async function startPage(shellMeta?: object) {
  document.head.querySelector('meta[name="shop-meta"]')?.remove()
  if (shellMeta) {
    const tag = document.createElement('meta')
    tag.setAttribute('name', 'shop-meta')
    tag.setAttribute('content', JSON.stringify(shellMeta))
    document.head.append(tag)
  }
  vi.resetModules()
  const { routeLanguage } = await import('../shared/lib/language')
  const { followRouteLanguage } = await import('../shared/country/country-store')
  const { getSearchCountry } = await import('../shared/country/search-country')
  const { searchProducts } = await import('../features/search/api/search-products')
  // What the results route's loader asks for on `/search/results?term=filter` (no language prefix).
  const lang = routeLanguage(undefined)
  followRouteLanguage(lang)
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  await searchProducts({ term: 'filter', page: 1 }, lang, getSearchCountry())
  return new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://shop.invalid').searchParams
}

afterEach(() => {
  document.head.querySelector('meta[name="shop-meta"]')?.remove()
  localStorage.clear()
  vi.unstubAllGlobals()
})

const ENGLISH_SHOP = { defaultLanguage: 'en', defaultCountry: 'IE', shopID: 'parts-shop' }

describe('the first results page of a shop whose unprefixed language is English (issue 30)', () => {
  it('searches in the shop’s language and default country when the server’s shell names them', async () => {
    const search = await startPage(ENGLISH_SHOP)
    expect(search.get('languageID')).toBe('en')
    expect(search.get('countryID')).toBe('IE')
  })

  it('still does on a later start from the service worker’s shell, which has no meta tag', async () => {
    await startPage(ENGLISH_SHOP)
    const search = await startPage()
    expect(search.get('languageID')).toBe('en')
    expect(search.get('countryID')).toBe('IE')
  })

  it('a device that never saw the shop assumes SPEC.md’s de/DE until GET /api/meta answers', async () => {
    const search = await startPage()
    expect(search.get('languageID')).toBe('de')
    expect(search.get('countryID')).toBe('DE')
  })
})

import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { categoriesQuery } from '../features/catalog/api/get-categories'
import { getContentData } from '../features/catalog/api/get-content-data'
import { searchProducts } from '../features/search/api/search-products'
import { firstPageDataUrls } from '../shared/contracts/first-page-data'

/** What the SPA's fetchers request, captured from fetch. */
async function requested(call: () => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  await call()
  return String((fetchMock.mock.calls[0] as unknown[])[0])
}

afterEach(() => vi.unstubAllGlobals())

// A preload hint the page's own fetch does not match is a wasted request: the server's hints must be
// the fetchers' exact URLs (issue 17).
describe('the first-page data the server hints is what the page asks for', () => {
  const header = async (lang: 'de' | 'en') => [await requested(() => new QueryClient().fetchQuery(categoriesQuery(lang)))]

  it('home in German and English', async () => {
    expect(firstPageDataUrls('/', new URLSearchParams())).toEqual([
      await requested(() => getContentData('de')),
      ...(await header('de')),
    ])
    expect(firstPageDataUrls('/en', new URLSearchParams())).toEqual([
      await requested(() => getContentData('en')),
      ...(await header('en')),
    ])
  })

  it('search results with a term, a product group, promotions and a page', async () => {
    const query = new URLSearchParams('term=bremsscheibe&categories=U23&news=true&page=2')
    expect(firstPageDataUrls('/search/results', query)).toEqual([
      await requested(() => searchProducts({ term: 'bremsscheibe', categories: 'U23', news: true, page: 2 }, 'de', 'DE')),
      ...(await header('de')),
    ])
    expect(firstPageDataUrls('/en/search/results', new URLSearchParams('term=disc'))).toEqual([
      await requested(() => searchProducts({ term: 'disc', page: 1 }, 'en', 'GB')),
      ...(await header('en')),
    ])
  })

  it('the country call of the footer is never hinted: its timestamp makes every request unique', async () => {
    expect(firstPageDataUrls('/', new URLSearchParams()).some((hint) => hint.startsWith('/api/country'))).toBe(false)
  })

  it('search results without a term and other pages hint only the header', async () => {
    expect(firstPageDataUrls('/search/results', new URLSearchParams())).toEqual(await header('de'))
    expect(firstPageDataUrls('/en/product-divisions', new URLSearchParams())).toEqual(await header('en'))
  })
})

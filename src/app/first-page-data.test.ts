import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { categoriesQuery } from '../features/catalog/api/get-categories'
import { getContentData } from '../features/catalog/api/get-content-data'
import { getCountry } from '../features/locale/api/get-country'
import { searchProducts } from '../features/search/api/search-products'
import { firstPageDataUrls } from '../shared/contracts/first-page-data'

/** What the SPA's fetchers request, captured from fetch. */
async function requested(call: () => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  await call()
  return String((fetchMock.mock.calls[0] as unknown[])[0])
}

/** The page's preload hints, as the server writes them into its HTML. */
function hint(urls: string[]): string[] {
  for (const href of urls) {
    const link = document.createElement('link')
    link.setAttribute('rel', 'preload')
    link.setAttribute('as', 'fetch')
    link.setAttribute('href', href)
    document.head.append(link)
  }
  return urls
}

// Each page is served at its own moment: its country hint's timestamp is new.
let servedAt = 1_795_582_000_000
const served = (pathname: string, query: URLSearchParams) => hint(firstPageDataUrls(pathname, query, 'DE', ++servedAt))

afterEach(() => {
  vi.unstubAllGlobals()
  document.head.replaceChildren()
})

// A preload hint the page's own fetch does not match is a wasted request: the server's hints must be
// the fetchers' exact URLs (issue 17).
describe('the first-page data the server hints is what the page asks for', () => {
  const header = async (lang: 'de' | 'en', country: string) => [
    await requested(() => getCountry(lang, country)),
    await requested(() => new QueryClient().fetchQuery(categoriesQuery(lang))),
  ]

  it('home in German and English', async () => {
    expect(served('/', new URLSearchParams())).toEqual([
      await requested(() => getContentData('de')),
      ...(await header('de', 'DE')),
    ])
    expect(served('/en', new URLSearchParams())).toEqual([
      await requested(() => getContentData('en')),
      ...(await header('en', 'GB')),
    ])
  })

  it('search results with a term, a product group, promotions and a page', async () => {
    const query = new URLSearchParams('term=bremsscheibe&categories=U23&news=true&page=2')
    expect(served('/search/results', query)).toEqual([
      await requested(() => searchProducts({ term: 'bremsscheibe', categories: 'U23', news: true, page: 2 }, 'de', 'DE')),
      ...(await header('de', 'DE')),
    ])
    expect(served('/en/search/results', new URLSearchParams('term=disc'))).toEqual([
      await requested(() => searchProducts({ term: 'disc', page: 1 }, 'en', 'GB')),
      ...(await header('en', 'GB')),
    ])
  })

  it('search results without a term and other pages hint only the header', async () => {
    expect(served('/search/results', new URLSearchParams())).toEqual(await header('de', 'DE'))
    expect(served('/en/product-divisions', new URLSearchParams())).toEqual(await header('en', 'GB'))
  })

  it('the country hint is used once: a later read of the same country stamps its own time', async () => {
    const [hinted] = served('/en/product-divisions', new URLSearchParams())
    expect(await requested(() => getCountry('en', 'GB'))).toBe(hinted)
    const later = await requested(() => getCountry('en', 'GB'))
    expect(later).not.toBe(hinted)
    expect(new URL(later, 'http://shop').searchParams.get('timestamp')).toMatch(/^\d+$/)
  })
})

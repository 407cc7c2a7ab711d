import { RESULTS_PAGE_SIZE } from './catalog-constants'
import { countryOfLanguage, type Language } from './languages'
import { splitLanguage, toRoutePath } from './routes'

/**
 * The API reads a first visit to a page starts with (issue 17), as the exact URLs the SPA's fetchers
 * ask for: the server names them in the page's HTML (`<link rel=preload as=fetch>`) so they load
 * beside the scripts instead of after them. A visitor has no country of their own yet, so the
 * language's country is assumed as the SPA assumes it (`countryOfLanguage`: the shop's default country
 * for the unprefixed language, issue 30); a hint that misses only costs its request. Only GETs can be hinted;
 * the product page's POST starts before the first render instead (src/app/start.tsx).
 * first-page-data.test.ts holds these URLs to what the fetchers request. `/api/country` carries SPEC.md
 * §7's timestamp: `now`, the time the page is served; the app's first country read reuses it.
 */
export function firstPageDataUrls(
  pathname: string,
  query: URLSearchParams,
  defaultCountry: string,
  now: number = Date.now(),
): string[] {
  const { lang, rest } = splitLanguage(toRoutePath(pathname))
  const countryID = countryOfLanguage(lang, defaultCountry)
  // Every page's header: the sales entity of the country (footer) and the product groups (navigation).
  const everyPage = [url('/country', { languageID: lang, countryID, timestamp: now }), url('/categories', { languageID: lang })]
  if (rest === '/' || rest === '') return [url('/content-data', { languageID: lang }), ...everyPage]
  if (rest === '/search/results') {
    const search = resultsSearch(query, lang, countryID)
    return search ? [url('/search/products', search), ...everyPage] : everyPage
  }
  return everyPage
}

function resultsSearch(query: URLSearchParams, lang: Language, countryID: string) {
  const term = query.get('term')?.trim().slice(0, 100)
  if (!term) return null
  const page = Number.parseInt(query.get('page') ?? '1', 10)
  return {
    term,
    categories: query.get('categories')?.trim().slice(0, 20) || undefined,
    news: query.get('news') === 'true' ? 'true' : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    pageSize: RESULTS_PAGE_SIZE,
    languageID: lang,
    countryID,
  }
}

function url(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  return `/api${path}?${params}`
}

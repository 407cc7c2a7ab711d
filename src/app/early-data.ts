import type { QueryClient } from '@tanstack/react-query'
import { productQuery } from '../features/catalog/api/get-product'
import { splitLanguage, toRoutePath } from '../shared/contracts/routes'
import { followRouteLanguage } from '../shared/country/country-store'
import { getSearchCountry } from '../shared/country/search-country'

const PRODUCT_PAGE = /^\/products\/([^/]+)$/

/**
 * Starts the product page's read while the app is still starting (issue 17): it is a POST, the one
 * first-page read the server cannot name in the HTML (server/plugins/first-page-hints.ts names the
 * GETs). Called once the cache is restored from IndexedDB, and only for a part it does not hold; the
 * route's loader then finds the read in flight under the same query key.
 */
export function startProductRead(queryClient: QueryClient, pathname: string) {
  const { lang, rest } = splitLanguage(toRoutePath(pathname))
  const slug = PRODUCT_PAGE.exec(rest)?.[1]
  if (slug === undefined) return
  let decoded: string
  try {
    decoded = decodeURIComponent(slug)
  } catch {
    return
  }
  // The root route does the same before its loaders run; the query key needs the country now.
  followRouteLanguage(lang)
  const query = productQuery(decoded, lang, getSearchCountry())
  // What the restored cache holds is left to the loader, as before: offline it must stay as it is.
  if (queryClient.getQueryData(query.queryKey) !== undefined) return
  void queryClient.prefetchQuery(query)
}

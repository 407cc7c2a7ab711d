import type { QueryClient } from '@tanstack/react-query'
import { productQuery } from '../features/catalog/api/get-product'
import { followRouteLanguage } from '../features/locale/store'
import { getSearchCountry } from '../routes/-layouts/search-country'
import { splitLanguage, toRoutePath } from '../shared/contracts/routes'

const PRODUCT_PAGE = /^\/products\/([^/]+)$/

/**
 * Starts the product page's read while the app is still starting (issue 17): it is a POST, the one
 * first-page read the server cannot name in the HTML (server/plugins/first-page-hints.ts names the
 * GETs). The route's loader then finds it in flight under the same query key. A failure (offline)
 * leaves the query to the cache restored from IndexedDB, as before.
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
  void queryClient.prefetchQuery(productQuery(decoded, lang, getSearchCountry()))
}

import type { Query, QueryClient } from '@tanstack/react-query'
import { CART_QUERY_KEY } from '../features/cart/api/get-quote'
import type { CatalogVersionMessage } from '../shared/contracts/catalog-version'
import { onNewerCatalogVersion } from '../shared/lib/catalog-version'

/** Queries whose answers hold parts, prices or stock: a new catalogue makes them stale. */
const CATALOG_ROOTS = new Set<unknown>([
  CART_QUERY_KEY[0],
  'product',
  'search-products',
  'part-search',
  'vehicle-parts',
  'find-vehicle',
  'division',
  'categories',
  'availability',
  'noticelist',
  'shared-favourites',
])

/** The favourites list sits under the customer's services key (['infocenter', id, 'services', 'favourites', …]). */
export function isCatalogQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [root] = query.queryKey
  return CATALOG_ROOTS.has(root) || query.queryKey.includes('favourites')
}

/**
 * A newer catalogue (x-catalog-version, docs/catalogue-import.md "When the catalogue changes"): the
 * pages on screen refetch their parts, prices and stock, the rest refetch when next shown, and the
 * service worker drops the catalogue answers it keeps for offline use.
 */
export function wireCatalogVersionRefresh(queryClient: QueryClient, serviceWorker = globalThis.navigator?.serviceWorker) {
  return onNewerCatalogVersion((version) => {
    void queryClient.invalidateQueries({ predicate: isCatalogQuery })
    const message: CatalogVersionMessage = { type: 'catalog-version', version }
    serviceWorker?.controller?.postMessage(message)
  })
}

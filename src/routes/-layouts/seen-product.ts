import type { QueryClient } from '@tanstack/react-query'
import { comparablePartNumber } from '../../shared/contracts/permanent-redirects'

type ProductRef = { sku: string; slug: string }

function isProductRef(value: unknown): value is ProductRef {
  const ref = value as Partial<ProductRef> | null
  return typeof ref?.sku === 'string' && typeof ref.slug === 'string'
}

/** Products in one cached answer: a product page's own, or the lists of searches, vehicles and carts. */
function productsIn(data: unknown): ProductRef[] {
  if (isProductRef(data)) return [data]
  if (typeof data !== 'object' || data === null) return []
  return Object.values(data).flatMap((value) => (Array.isArray(value) ? value.filter(isProductRef) : []))
}

/**
 * The slug of a part this device has seen whose number is one of `partNumbers` (as legacy page
 * names write them), looked up in the query cache: offline, that is all the shop knows.
 */
export function findSeenProductSlug(queryClient: QueryClient, partNumbers: string[]): string | null {
  if (partNumbers.length === 0) return null
  const wanted = new Set(partNumbers)
  for (const query of queryClient.getQueryCache().getAll()) {
    const found = productsIn(query.state.data).find((product) => wanted.has(comparablePartNumber(product.sku)))
    if (found) return found.slug
  }
  return null
}

import type { SearchProduct } from '../../../shared/contracts/catalog'
import { stripTerm } from '../../../shared/contracts/search-terms'

/** SPEC.md §5: spaces and hyphens do not count when comparing part numbers. */
const normalizeTerm = (term: string) => stripTerm(term).toUpperCase()

/**
 * SPEC.md §5 submit rule: exactly one result, or a first result whose sku equals the term, opens
 * that product; anything else opens the results page. An empty term does nothing.
 */
export function submitTarget(term: string, products: Pick<SearchProduct, 'sku' | 'slug'>[]) {
  const trimmed = term.trim()
  if (!trimmed) return { kind: 'nothing' } as const
  const [first] = products
  if (first && (products.length === 1 || normalizeTerm(first.sku) === normalizeTerm(trimmed))) {
    return { kind: 'product', slug: first.slug } as const
  }
  return { kind: 'results', term: trimmed } as const
}

import type { SearchKind, SearchProduct } from '../../../shared/contracts/catalog'
import { isSameGtin } from '../../../shared/contracts/gtin-rules'
import { kindByPattern, numberKey } from '../../../shared/contracts/search-terms'

/**
 * Searches the parts this device has seen (kept in the persisted query cache) by article number,
 * GTIN, OE reference number or words, so a rep without signal still finds what was looked at before.
 * Terms are read by the same SPEC.md §5 rules the server uses (shared/contracts/search-terms).
 */
export function searchOffline(
  products: SearchProduct[],
  term: string,
  limit = 50,
): { kind: SearchKind; products: SearchProduct[] } {
  const wanted = numberKey(term)
  const words = term.toLowerCase().split(/\s+/).filter(Boolean)
  const matches = products.filter((product) => {
    if (wanted && numberKey(product.sku).startsWith(wanted)) return true
    if (isSameGtin(wanted, product.gtin)) return true
    const references = product.mainOe
      ? [product.mainOe, ...product.crossReferences.map((r) => r.referenceNo)]
      : product.crossReferences.map((r) => r.referenceNo)
    if (wanted && references.some((reference) => numberKey(reference).startsWith(wanted))) return true
    const text = `${product.name} ${product.manufacturer}`.toLowerCase()
    return words.length > 0 && words.every((word) => text.includes(word))
  })
  return { kind: kindByPattern(term), products: matches.slice(0, limit) }
}

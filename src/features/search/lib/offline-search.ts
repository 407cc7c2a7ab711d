import type { SearchKind, SearchProduct } from '../../../shared/contracts/catalog'

const ARTICLE_NUMBER = /^(\d{1,2}\.\d{5}[A-Z0-9]{0,5}|SA[A-Z0-9]{6,10})$/
const NUMERIC_LIKE = /^[0-9][0-9./]*$/

/** Upper case without spaces and hyphens (SPEC.md §5); `dots: false` also drops dots. */
function normalize(text: string, { dots = true } = {}): string {
  const cleaned = text.replace(/[\s-]+/g, '').toUpperCase()
  return dots ? cleaned : cleaned.replaceAll('.', '')
}

/** The same classification the server applies (SPEC.md §5), without the server's result-based rules. */
export function classifyOffline(term: string): SearchKind {
  const cleaned = normalize(term)
  if (ARTICLE_NUMBER.test(cleaned)) return 'article'
  if (NUMERIC_LIKE.test(cleaned) && !cleaned.includes('.')) return 'reference'
  return 'freetext'
}

/**
 * Searches the parts this device has seen (kept in the persisted query cache) by article number,
 * OE reference number or words, so a rep without signal still finds what was looked at before.
 */
export function searchOffline(
  products: SearchProduct[],
  term: string,
  limit = 50,
): { kind: SearchKind; products: SearchProduct[] } {
  const kind = classifyOffline(term)
  const wanted = normalize(term)
  const wantedNoDots = normalize(term, { dots: false })
  const words = term.toLowerCase().split(/\s+/).filter(Boolean)
  const matches = products.filter((product) => {
    const sku = normalize(product.sku, { dots: false })
    if (sku === wantedNoDots || sku.startsWith(wantedNoDots)) return true
    if (product.crossReferences.some((ref) => normalize(ref.referenceNo, { dots: false }).startsWith(wantedNoDots))) return true
    if (product.mainOe && normalize(product.mainOe, { dots: false }).startsWith(wantedNoDots)) return true
    const text = `${product.name} ${product.manufacturer}`.toLowerCase()
    return words.length > 0 && words.every((word) => text.includes(word)) && wanted.length > 0
  })
  return { kind, products: matches.slice(0, limit) }
}

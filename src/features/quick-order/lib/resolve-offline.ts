import { isCartQuantity } from '../../../shared/contracts/cart-constants'
import type { SearchProduct } from '../../../shared/contracts/catalog'
import { isSameGtin } from '../../../shared/contracts/gtin-rules'
import { numberKey } from '../../../shared/contracts/search-terms'
import type { DraftLine } from '../../../shared/lib/parse-lines'
import type { CheckedLine } from './checked-line'

/**
 * Offline, each line against the parts this device has seen, by the server's rules: the article
 * number, the box's GTIN, or an OE number equal to the term ignoring spaces, dots and dashes; more than one part is
 * ambiguous. Every answer is marked unverified.
 */
export function resolveOffline(lines: DraftLine[], seen: SearchProduct[]): CheckedLine[] {
  return lines.map(({ term, qty }): CheckedLine => {
    if (!isCartQuantity(qty)) {
      return { ok: false, term, qty: Number.isInteger(qty) ? qty : 0, error: 'BAD_QUANTITY', unverified: true }
    }
    const key = numberKey(term)
    const bySku = seen.filter((part) => numberKey(part.sku) === key)
    const byGtin = bySku.length ? bySku : seen.filter((part) => isSameGtin(key, part.gtin))
    const matches = byGtin.length
      ? byGtin
      : seen.filter((part) => part.crossReferences.some((reference) => numberKey(reference.referenceNo) === key))
    const [part] = matches
    if (!part) return { ok: false, term, qty, error: 'NOT_SEEN', unverified: true }
    if (matches.length > 1) return { ok: false, term, qty, error: 'AMBIGUOUS', unverified: true }
    return { ok: true, term, qty, sku: part.sku, vendorId: part.vendorId, name: part.name, price: part.price, unverified: true }
  })
}

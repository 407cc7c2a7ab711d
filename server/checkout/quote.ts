import { createHash } from 'node:crypto'
import type { Quote } from '../../src/shared/contracts/cart'
import { availabilityOf } from '../../src/shared/contracts/cart-constants'
import type { CartItemRow } from '../db/repositories/cart-repository'
import { depositTotalOf } from '../shop/deposit'
import { round2 } from '../shop/money'
import type { PricedPart } from '../shop/part-catalog'
import { partKey } from '../shop/part-number'

/** What of a line ships now (up to the stock) and what waits as a backorder; the order is split the same way. */
export function splitQty(qty: number, stock: number): { now: number; later: number } {
  const now = Math.max(0, Math.min(qty, stock))
  return { now, later: qty - now }
}

/**
 * Fingerprint of what the customer agrees to: lines, quantities, current prices and deposits. The checkout
 * sends it back with the order; a change in between (price, deposit, another tab's edit) answers 422 CART_CHANGED.
 */
export function basketHash(items: CartItemRow[], parts: Map<string, PricedPart>): string {
  const text = items
    .map((item) => {
      const part = parts.get(partKey(item))
      return `${item.id}|${partKey(item)}|${item.qty}|${part?.unitPrice ?? 'x'}|${part?.deposit ?? 'x'}|${part?.currency ?? ''}`
    })
    .join('\n')
  return createHash('sha256').update(text).digest('hex').slice(0, 32)
}

/** The quote (SPEC.md §3): lines in the order they were added, priced only when the customer may see prices. */
export function buildQuote(cartId: number, items: CartItemRow[], parts: Map<string, PricedPart>, showPrice: boolean): Quote {
  let subtotal = 0
  let deposits = 0
  let currency = ''
  const lines = items.map((item, index) => {
    const part = parts.get(partKey(item))
    const unit = part ? part.unitPrice : null
    // A deposit is shown exactly where a price is: only with showPrice, and only for a part still in the catalogue.
    const deposit = showPrice && part && part.deposit > 0 ? part.deposit : null
    if (part) {
      subtotal += part.unitPrice * item.qty
      deposits += depositTotalOf(part.deposit, item.qty)
      currency = part.currency
    }
    const money = (value: number) => ({ value: round2(value), currency: { code: part?.currency ?? 'EUR' } })
    return {
      item_id: item.id,
      sku: item.sku,
      vendorId: item.vendorId,
      name: part?.name ?? item.sku,
      slug: part?.slug ?? '',
      qty: item.qty,
      positionNumber: index + 1,
      available: part !== undefined,
      price: showPrice && unit !== null ? money(unit) : null,
      lineTotal: showPrice && unit !== null ? money(unit * item.qty) : null,
      deposit: deposit === null ? null : money(deposit),
      depositTotal: deposit === null ? null : money(depositTotalOf(deposit, item.qty)),
      availability: { stock: part ? part.stock : null, status: availabilityOf(item.qty, part?.stock ?? 0) },
      backorderedQty: splitQty(item.qty, part?.stock ?? 0).later,
    }
  })
  return {
    cartID: cartId,
    items: lines,
    itemCount: items.length,
    subtotal: showPrice && currency ? { value: round2(subtotal), currency: { code: currency } } : null,
    depositTotal: showPrice && deposits > 0 ? { value: round2(deposits), currency: { code: currency } } : null,
    basHash: basketHash(items, parts),
  }
}

import { availabilityOf, isCartQuantity } from '../../src/shared/contracts/cart-constants'
import type { AvailabilityLine, CheckedPart } from '../../src/shared/contracts/customer-lists'
import { DELIVERY_DAYS } from '../../src/shared/contracts/customer-lists-constants'
import type { Language } from '../../src/shared/contracts/languages'
import type { AuthContext } from '../auth/auth-context'
import { createPartAvailabilityRepository } from '../db/repositories/part-availability-repository'
import type { PricedPart } from '../shop/part-catalog'
import { partKey } from '../shop/part-number'
import { type CartDeps, priceContext } from './cart-service'
import { splitQty } from './quote'

/**
 * The availability check (/infocenter/availability): each typed or pasted line resolved like a quick-order
 * line, then its stock per warehouse, delivery time, price (with showPrice) and, for a discontinued part,
 * the part that replaces it.
 */
export async function checkAvailability(
  deps: CartDeps,
  auth: AuthContext,
  lines: Array<{ term: string; qty: number }>,
  lang: Language,
): Promise<AvailabilityLine[]> {
  const catalog = deps.partsFor(deps.db)
  const stockRepo = createPartAvailabilityRepository(deps.db)
  const ctx = priceContext(auth, lang)

  async function checked(part: PricedPart, qty: number): Promise<CheckedPart> {
    const warehouses = (await stockRepo.warehouses([part])).get(partKey(part)) ?? []
    const status = availabilityOf(qty, part.stock)
    // The same split as the quote and the order (A now, B later): 26 of 500 ship now, 474 wait.
    const { now, later } = splitQty(qty, part.stock)
    return {
      sku: part.sku,
      vendorId: part.vendorId,
      name: part.name,
      slug: part.slug,
      stock: part.stock,
      warehouses,
      status,
      deliveryDays: status === 'backorder' ? DELIVERY_DAYS.backorder : DELIVERY_DAYS.inStock,
      shipsNow: now,
      later,
      laterDeliveryDays: DELIVERY_DAYS.backorder,
      price: auth.features.showPrice ? { value: part.unitPrice, currency: { code: part.currency } } : null,
    }
  }

  const result: AvailabilityLine[] = []
  for (const { term, qty } of lines) {
    if (!isCartQuantity(qty)) {
      result.push({ ok: false, term, qty, error: 'BAD_QUANTITY' })
      continue
    }
    const parts = await catalog.resolveTerm(term, ctx, qty)
    const [part] = parts
    if (!part) result.push({ ok: false, term, qty, error: 'NOT_FOUND' })
    else if (parts.length > 1) result.push({ ok: false, term, qty, error: 'AMBIGUOUS' })
    else {
      const replacementRef = await stockRepo.replacementOf(part)
      const replacementPart = replacementRef
        ? (await catalog.findParts([{ ...replacementRef, qty }], ctx)).get(partKey(replacementRef))
        : undefined
      result.push({
        ok: true,
        term,
        qty,
        part: await checked(part, qty),
        discontinued: replacementRef !== null,
        replacement: replacementPart ? await checked(replacementPart, qty) : null,
      })
    }
  }
  return result
}

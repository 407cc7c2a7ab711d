import type { RefillResponse } from '../../src/shared/contracts/cart'
import { CART_ERROR_CODES } from '../../src/shared/contracts/cart-constants'
import type { Language } from '../../src/shared/contracts/languages'
import type { AuthContext } from '../auth/auth-context'
import { createCartRepository } from '../db/repositories/cart-repository'
import { createOrderRepository } from '../db/repositories/order-repository'
import { createSavedCartRepository } from '../db/repositories/saved-cart-repository'
import { partKey } from '../shop/part-number'
import { CartError } from './cart-error'
import { addLines, type CartDeps, type CartLine, priceContext } from './cart-service'

/**
 * Puts the lines of a saved cart ('quote') or an earlier order back into the cart. Lines whose part
 * left the catalogue or is already in the cart come back as `missing`, the rest are added.
 */
export async function refillCart(
  deps: CartDeps,
  auth: AuthContext,
  source: { kind: 'quote' | 'order'; id: string },
  lang: Language,
): Promise<RefillResponse> {
  let lines: CartLine[]
  if (source.kind === 'quote') {
    const saved = await createSavedCartRepository(deps.db).find(auth.customerId, Number(source.id))
    if (!saved) throw new CartError(404, CART_ERROR_CODES.savedCartNotFound, 'No such saved cart.')
    lines = saved.items
  } else {
    const [order] = await createOrderRepository(deps.db).list(auth.customerId, [source.id])
    if (!order) throw new CartError(404, CART_ERROR_CODES.orderNotFound, 'No such order.')
    lines = order.lines.map((line) => ({ vendorId: line.vendorId, sku: line.sku, qty: line.qty }))
  }
  // An order split in two lists a part once per half; it goes back as one line.
  const merged = new Map<string, CartLine>()
  for (const line of lines) {
    const seen = merged.get(partKey(line))
    merged.set(partKey(line), seen ? { ...seen, qty: seen.qty + line.qty } : { ...line })
  }
  const parts = await deps.partsFor(deps.db).findParts([...merged.values()], priceContext(auth, lang))
  const carts = createCartRepository(deps.db)
  const cartId = await carts.findActiveCartId(auth.customerId)
  const inCart = new Set((cartId === null ? [] : await carts.listItems(cartId)).map(partKey))
  const missing: RefillResponse['missing'] = []
  const toAdd: CartLine[] = []
  for (const line of merged.values()) {
    if (!parts.has(partKey(line))) missing.push({ sku: partKey(line), reason: 'NOT_FOUND' })
    else if (inCart.has(partKey(line))) missing.push({ sku: partKey(line), reason: 'ALREADY_IN_CART' })
    else toAdd.push(line)
  }
  if (toAdd.length > 0) await addLines(deps, auth, toAdd, 'strict', lang)
  return {
    data: { code: toAdd.length > 0 ? 'REFILLED' : 'NOTHING_ADDED' },
    missing,
    items: toAdd.map((line) => ({ sku: line.sku, vendorId: line.vendorId, qty: line.qty })),
  }
}

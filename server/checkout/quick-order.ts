import type { QuickOrderResolvedLine } from '../../src/shared/contracts/cart'
import { isCartQuantity } from '../../src/shared/contracts/cart-constants'
import type { Language } from '../../src/shared/contracts/languages'
import type { AuthContext } from '../auth/auth-context'
import { type CartDeps, priceContext } from './cart-service'

/** Each typed or pasted line on its own: a part, or the reason it is not one. */
export async function resolveQuickOrderLines(
  deps: CartDeps,
  auth: AuthContext,
  lines: Array<{ term: string; qty: number }>,
  lang: Language,
): Promise<QuickOrderResolvedLine[]> {
  const catalog = deps.partsFor(deps.db)
  const ctx = priceContext(auth, lang)
  const resolved: QuickOrderResolvedLine[] = []
  for (const { term, qty } of lines) {
    if (!isCartQuantity(qty)) {
      resolved.push({ ok: false, term, qty, error: 'BAD_QUANTITY' })
      continue
    }
    const parts = await catalog.resolveTerm(term, ctx)
    const [part] = parts
    if (!part) resolved.push({ ok: false, term, qty, error: 'NOT_FOUND' })
    else if (parts.length > 1) resolved.push({ ok: false, term, qty, error: 'AMBIGUOUS' })
    else
      resolved.push({
        ok: true,
        term,
        qty,
        sku: part.sku,
        vendorId: part.vendorId,
        name: part.name,
        price: auth.features.showPrice ? { value: part.unitPrice, currency: { code: part.currency } } : null,
      })
  }
  return resolved
}

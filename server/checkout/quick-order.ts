import { setImmediate as yieldToRequests } from 'node:timers/promises'
import type { QuickOrderResolvedLine } from '../../src/shared/contracts/cart'
import { isCartQuantity } from '../../src/shared/contracts/cart-constants'
import type { Language } from '../../src/shared/contracts/languages'
import type { AuthContext } from '../auth/auth-context'
import { type CartDeps, priceContext } from './cart-service'

/**
 * Main-thread time a check may take before it lets waiting requests in: a 500-line check is about
 * 300 ms of lookups (synchronous on SQLite), and four at once held another customer's search for a second.
 */
const SLICE_MS = 4

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
  let sliceStart = performance.now()
  for (const { term, qty } of lines) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToRequests()
      sliceStart = performance.now()
    }
    if (!isCartQuantity(qty)) {
      resolved.push({ ok: false, term, qty, error: 'BAD_QUANTITY' })
      continue
    }
    const parts = await catalog.resolveTerm(term, ctx, qty)
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

import type { SearchProduct } from '../../src/shared/contracts/catalog'
import type { AuthContext } from '../auth/auth-context'
import { customerPrice } from '../shop/pricing'
import type { PartSummary } from './search-port'

/** Prices only for a verified session that may see them (logged in ∧ showPrice), in its price group and currency. */
export function priceFor(listPriceCents: number, auth: AuthContext | null) {
  if (!auth?.features.showPrice) return null
  const price = customerPrice(listPriceCents, auth.priceGroup, auth.currency)
  return { value: price.value, currency: { code: price.currency } }
}

export function toSearchProduct(summary: PartSummary, auth: AuthContext | null): SearchProduct {
  const { id: _id, listPriceCents, categoryId: _categoryId, ...row } = summary
  return { ...row, price: priceFor(listPriceCents, auth) }
}

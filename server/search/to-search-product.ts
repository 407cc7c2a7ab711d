import type { SearchProduct } from '../../src/shared/contracts/catalog'
import type { AuthContext } from '../auth/auth-context'
import type { createPartPriceRepository } from '../db/repositories/part-price-repository'
import { depositOf } from '../shop/deposit'
import { listPriceOnly, type Money, type PartPriceRows, partPrice } from '../shop/part-price'
import type { PartSummary } from './search-port'

type PartPrices = ReturnType<typeof createPartPriceRepository>

/** A price as the API's contracts carry it. */
export const toPrice = (money: Money) => ({ value: money.value, currency: { code: money.currency } })

/** Prices only for a verified session that may see them (logged in ∧ showPrice): its unit price for one piece. */
export function priceFor(rows: PartPriceRows, auth: AuthContext | null) {
  if (!auth?.features.showPrice) return null
  return toPrice(partPrice(rows, auth, 1))
}

/** An exchange unit's deposit per unit in the session's currency, hidden exactly like its price; null for none. */
export function depositFor(depositCents: number, auth: AuthContext | null) {
  if (!auth?.features.showPrice) return null
  const deposit = depositOf(depositCents, auth.currency)
  return deposit ? toPrice(deposit) : null
}

/** The imported price rows of these parts for the session's customer, in one query; none for a session that sees no prices. */
export async function priceRowsFor(
  partPrices: PartPrices,
  parts: ReadonlyArray<{ id: number; listPriceCents: number }>,
  auth: AuthContext | null,
): Promise<Map<number, PartPriceRows>> {
  if (!auth?.features.showPrice || parts.length === 0) return new Map()
  return partPrices.forParts(parts, auth)
}

/** Search rows as the API answers them, each with the caller's price. */
export async function toSearchProducts(partPrices: PartPrices, summaries: PartSummary[], auth: AuthContext | null) {
  const rows = await priceRowsFor(partPrices, summaries, auth)
  return summaries.map((summary) => toSearchProduct(summary, auth, rows.get(summary.id)))
}

function toSearchProduct(summary: PartSummary, auth: AuthContext | null, rows: PartPriceRows | undefined): SearchProduct {
  const { id: _id, listPriceCents, depositCents, categoryId: _categoryId, ...row } = summary
  return { ...row, price: priceFor(rows ?? listPriceOnly(listPriceCents), auth), deposit: depositFor(depositCents, auth) }
}

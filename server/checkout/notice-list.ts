import type { NoticeEntry } from '../../src/shared/contracts/customer-lists'
import type { Language } from '../../src/shared/contracts/languages'
import type { AuthContext } from '../auth/auth-context'
import { createNoticeListRepository, type NoticeRow } from '../db/repositories/notice-list-repository'
import type { PricedPart } from '../shop/part-catalog'
import { partKey } from '../shop/part-number'
import { type CartDeps, priceContext } from './cart-service'

/**
 * A watched part as the list shows it: today's stock and price beside what the buyer saw when adding it.
 * A part the catalogue no longer has is shown with stock 0 and its number as its name, so nothing vanishes.
 */
function toEntry(row: NoticeRow, part: PricedPart | undefined, auth: AuthContext): NoticeEntry {
  const showPrice = auth.features.showPrice
  const stock = part?.stock ?? 0
  const price = part && showPrice ? { value: part.unitPrice, currency: { code: part.currency } } : null
  const changed =
    price !== null && row.priceAtAdd !== null && (row.priceAtAdd !== price.value || row.currencyAtAdd !== price.currency.code)
  return {
    id: row.id,
    sku: row.sku,
    vendorId: row.vendorId,
    name: part?.name ?? row.sku,
    slug: part?.slug ?? '',
    qty: row.qty,
    note: row.note,
    addedAt: row.addedAt,
    stock,
    price,
    backInStock: row.stockAtAdd === 0 && stock > 0,
    priceChangedFrom:
      changed && row.priceAtAdd !== null ? { value: row.priceAtAdd, currency: { code: row.currencyAtAdd } } : null,
    available: part !== undefined,
  }
}

export async function noticeEntries(
  deps: CartDeps,
  auth: AuthContext,
  lang: Language,
  rows?: NoticeRow[],
): Promise<NoticeEntry[]> {
  const list = rows ?? (await createNoticeListRepository(deps.db).list(auth.customerId))
  // A list shows the price of one piece, as when the part was noted (priceAtAdd), whatever quantity is noted.
  const refs = list.map((row) => ({ vendorId: row.vendorId, sku: row.sku }))
  const parts = await deps.partsFor(deps.db).findParts(refs, priceContext(auth, lang))
  return list.map((row) => toEntry(row, parts.get(partKey(row)), auth))
}

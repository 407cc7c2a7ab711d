import type { Language } from '../../../src/shared/contracts/languages'
import type { Names } from './designation-book'
import type { ImportRow, PartRow } from './import-rows'
import type { RefusalCode } from './records'

export type Problem = { field: string; code: RefusalCode; reason: string }

/**
 * What a part a delta brings (or changes) must have, from its own rows and what the catalogue knows:
 * a name in the shop's language; and, for a new part, a vehicle make (its own, or its first OE
 * number's), a list price, and an article number no other part has in the shop's comparison.
 */
export function partProblem(
  articleId: string,
  rows: ImportRow[],
  part: { row: PartRow | undefined; isNew: boolean; names: Names; makeId: string | undefined; takenBy: string | undefined },
  defaultLanguage: Language,
): Problem | null {
  if (!part.names[defaultLanguage]) {
    return {
      field: 'name',
      code: 'missing-translation',
      reason: `article "${articleId}" has no name in the shop's language (${defaultLanguage})`,
    }
  }
  if (!part.isNew) return null
  if (part.takenBy) {
    return {
      field: 'article_id',
      code: 'duplicate-id',
      reason: `article_id "${articleId}" is the same article number as "${part.takenBy}" in the catalogue`,
    }
  }
  if (!part.makeId) {
    return {
      field: 'make',
      code: 'required',
      reason: `new article "${articleId}" names no vehicle make (make) and has no OE reference to take one from`,
    }
  }
  const listPrice = rows.some((row) => row.kind === 'price' && row.priceGroup === 'LIST' && row.minQuantity === 1)
  if (part.row?.listPriceCents == null && !listPrice) {
    return {
      field: 'list_price',
      code: 'required',
      reason: `new article "${articleId}" has no list price (list_price, or a LIST price from quantity 1)`,
    }
  }
  return null
}

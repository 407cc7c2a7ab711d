import type { RecordKind } from '../records'

/**
 * The names a wholesaler gives files and sheets: the plural of what they hold, in the order an
 * import must read them (parts first so the others find their article, deletions last).
 */
export const KIND_NAMES = [
  ['parts', 'part'],
  ['translations', 'translation'],
  ['features', 'feature'],
  ['references', 'reference'],
  ['fitments', 'fitment'],
  ['prices', 'price'],
  ['customer-prices', 'customer-price'],
  ['stock', 'stock'],
  ['deletions', 'delete'],
] as const satisfies ReadonlyArray<readonly [string, RecordKind]>

export type KindName = (typeof KIND_NAMES)[number][0]

/** A sheet's kind: its whole name is one of KIND_NAMES (any case). */
export function kindOfSheetName(sheet: string): RecordKind | undefined {
  const name = sheet.trim().toLowerCase()
  return KIND_NAMES.find(([plural]) => plural === name)?.[1]
}

/**
 * A file's kind: the last word of its name without extension (`2026-11-prices.csv` → price).
 * Longest names first, so `customer-prices` is not read as `prices`.
 */
export function kindOfFileStem(stem: string): RecordKind | undefined {
  const name = stem.trim().toLowerCase()
  const byLength = [...KIND_NAMES].sort((a, b) => b[0].length - a[0].length)
  const match = byLength.find(([plural]) => name === plural || new RegExp(`[-_. ]${plural}$`).test(name))
  return match?.[1]
}

/** Where a kind comes in an import: its index in KIND_NAMES. */
export function kindRank(kind: RecordKind): number {
  return KIND_NAMES.findIndex(([, k]) => k === kind)
}

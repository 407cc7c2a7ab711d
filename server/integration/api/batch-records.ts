import type { RawRecord, RawValue, RecordKind } from '../catalog-import/records'

/** Fields of one item as a system sent them: canonical names (records.ts), values not yet checked. */
export type BatchItem = Partial<Record<string, RawValue | undefined>>

/** A parts item may carry what the CSV door takes from its translation, reference and feature files. */
export type PartItem = {
  translations?: BatchItem[]
  references?: BatchItem[]
  features?: BatchItem[]
  [field: string]: RawValue | BatchItem[] | undefined
}

/** The nested lists of a parts item and the kind of record each entry becomes. */
const NESTED = { translations: 'translation', references: 'reference', features: 'feature' } as const

const FILE = 'request'

function fieldsOf(item: BatchItem): RawRecord['fields'] {
  const fields: RawRecord['fields'] = {}
  for (const [name, value] of Object.entries(item)) if (value !== undefined) fields[name] = value
  return fields
}

/**
 * The integration API's reader: each item becomes raw records like a row of a file, positioned as
 * `items[3]` (nested entries `items[3].translations[1]`), so the shop's rules check them in one place
 * (validate-record.ts) and a refusal names the item a system sent. `kindOf` tells a customer's net
 * price from a price group's by its fields.
 */
export function batchRecords(items: PartItem[], kindOf: (item: BatchItem) => RecordKind): RawRecord[] {
  const records: RawRecord[] = []
  items.forEach((item, i) => {
    const at = `items[${i}]`
    const { translations, references, features, ...rest } = item
    // The route's schema lets only these three lists be lists.
    const own = rest as BatchItem
    const kind = kindOf(own)
    records.push({ kind, pos: { file: FILE, at }, fields: fieldsOf(own) })
    if (kind !== 'part') return
    const nested = { translations, references, features }
    for (const [list, nestedKind] of Object.entries(NESTED) as [keyof typeof NESTED, RecordKind][]) {
      nested[list]?.forEach((entry, j) => {
        records.push({
          kind: nestedKind,
          pos: { file: FILE, at: `${at}.${list}[${j}]` },
          fields: { ...fieldsOf(entry), article_id: own.article_id ?? null },
        })
      })
    }
  })
  return records
}

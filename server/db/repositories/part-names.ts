import { sql } from 'kysely'
import type { Language } from '../../../src/shared/contracts/languages'
import { type PartRef, partKey } from '../../shop/part-number'
import type { Db } from '../connect'

/**
 * The catalogue's name of each part in `lang`, the name its product page shows (designation_names), keyed by
 * `partKey`. A part the catalogue no longer has, or has not named in `lang`, is missing: the caller keeps
 * what it recorded.
 */
export async function catalogueNames(db: Db, parts: PartRef[], lang: Language): Promise<Map<string, string>> {
  const wanted = new Set(parts.map(partKey))
  const skus = [...new Set(parts.map((part) => part.sku))]
  const names = new Map<string, string>()
  for (let start = 0; start < skus.length; start += 200) {
    const chunk = skus.slice(start, start + 200)
    const { rows } = await sql<{ vendor_id: string; sku: string; name: string }>`
      select p.vendor_id, p.sku, n.name
      from parts p
      join designation_names n on n.designation_id = p.designation_id and n.lang = ${lang}
      where p.sku in (${sql.join(chunk)})`.execute(db)
    for (const row of rows) {
      const key = partKey({ vendorId: row.vendor_id, sku: row.sku })
      if (wanted.has(key)) names.set(key, row.name)
    }
  }
  return names
}

type NamedLine = PartRef & { name: string }

/**
 * Lines named in the reader's language: `name` is the catalogue's, `orderedName` the name recorded when the
 * part was ordered (or the document issued) where it differs, else null.
 */
export async function inReaderLanguage<T extends NamedLine>(
  db: Db,
  lines: T[],
  lang: Language,
): Promise<Array<T & { orderedName: string | null }>> {
  const names = lines.length === 0 ? new Map<string, string>() : await catalogueNames(db, lines, lang)
  return lines.map((line) => {
    const name = names.get(partKey(line)) ?? line.name
    return { ...line, name, orderedName: name === line.name ? null : line.name }
  })
}

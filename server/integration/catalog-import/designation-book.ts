import { type Kysely, sql } from 'kysely'
import { LANGUAGES, type Language } from '../../../src/shared/contracts/languages'
import { isPostgresDb } from '../../db/dialect'
import type { Database } from '../../db/schema'
import { foldText } from '../../search/fold-text'
import { ensurePostgresSearchTable } from '../../search/postgres-search-index'
import { CREATE_SQLITE_SEARCH_INDEX } from '../../search/sqlite-search-index'

export type Names = Partial<Record<Language, string>>

const keyOf = (typeId: number, names: Names) =>
  `${typeId}\u001d${LANGUAGES.filter((lang) => names[lang])
    .map((lang) => `${lang}\u001f${names[lang]}`)
    .join('\u001e')}`

/**
 * The designations of the live catalogue during a delta: parts with the same product group and
 * names share one (as in a full import, ./derive-catalog.ts). A part whose names or group change
 * moves to the matching designation, which is created with its search-index rows when there is none.
 */
export class DesignationBook {
  private readonly byKey = new Map<string, number>()
  private readonly namesById = new Map<number, Names>()
  private nextId = 1
  private loading: Promise<void> | null = null

  /**
   * Nothing is read until a part's names are needed, so a price or stock delta never loads the
   * designations; then through the batch's own transaction (SQLite's one connection is held by it).
   */
  private ready(trx: Kysely<Database>): Promise<void> {
    this.loading ??= this.load(trx)
    return this.loading
  }

  private async load(db: Kysely<Database>) {
    if (isPostgresDb(db)) await ensurePostgresSearchTable(db)
    else await sql.raw(CREATE_SQLITE_SEARCH_INDEX).execute(db)
    const designations = await db.selectFrom('designations').select(['id', 'part_type_id']).execute()
    const names = await db.selectFrom('designation_names').select(['designation_id', 'lang', 'name']).execute()
    for (const row of names) {
      const entry = this.namesById.get(row.designation_id) ?? {}
      entry[row.lang as Language] = row.name
      this.namesById.set(row.designation_id, entry)
    }
    for (const d of designations) {
      this.byKey.set(keyOf(d.part_type_id, this.namesById.get(d.id) ?? {}), d.id)
      this.nextId = Math.max(this.nextId, d.id + 1)
    }
  }

  async names(trx: Kysely<Database>, id: number): Promise<Names> {
    await this.ready(trx)
    return this.namesById.get(id) ?? {}
  }

  /** The designation for these names (every language filled, missing ones from the shop's language). */
  async resolve(trx: Kysely<Database>, typeId: number, given: Names, defaultLanguage: Language): Promise<number> {
    await this.ready(trx)
    const fallback = given[defaultLanguage] ?? Object.values(given)[0] ?? ''
    const names = Object.fromEntries(LANGUAGES.map((lang) => [lang, given[lang] ?? fallback])) as Names
    const key = keyOf(typeId, names)
    const known = this.byKey.get(key)
    if (known !== undefined) return known
    const id = this.nextId++
    const type = await trx.selectFrom('part_types').select('category_id').where('id', '=', typeId).executeTakeFirstOrThrow()
    await trx
      .insertInto('designations')
      .values({ id, part_type_id: typeId, category_id: type.category_id, attribute: '', part_count: 0, new_count: 0 })
      .execute()
    const rows = LANGUAGES.map((lang) => ({ designation_id: id, lang, name: names[lang] ?? '' }))
    await trx.insertInto('designation_names').values(rows).execute()
    await addToSearchIndex(trx, rows)
    this.byKey.set(key, id)
    this.namesById.set(id, names)
    return id
  }
}

/** The free-text index rows of new designations (FTS5 on SQLite, the folded table on PostgreSQL). */
async function addToSearchIndex(trx: Kysely<Database>, rows: Array<{ designation_id: number; lang: string; name: string }>) {
  if (isPostgresDb(trx)) {
    const values = rows.map((r) => sql`(${r.designation_id}, ${r.lang}, ${r.name}, ${foldText(r.name)})`)
    await sql`INSERT INTO designation_search (designation_id, lang, name, folded) VALUES ${sql.join(values)}`.execute(trx)
  } else {
    const values = rows.map((r) => sql`(${r.name}, ${r.lang}, ${r.designation_id})`)
    await sql`INSERT INTO designation_fts (name, lang, designation_id) VALUES ${sql.join(values)}`.execute(trx)
  }
}

/** Designations no part has any more, out of the catalogue and its search index. */
export async function dropEmptyDesignations(trx: Kysely<Database>) {
  const empty = sql`SELECT id FROM designations d WHERE NOT EXISTS (SELECT 1 FROM parts p WHERE p.designation_id = d.id)`
  const index = isPostgresDb(trx) ? 'designation_search' : 'designation_fts'
  await sql`DELETE FROM ${sql.table(index)} WHERE designation_id IN (${empty})`.execute(trx)
  await sql`DELETE FROM designation_names WHERE designation_id IN (${empty})`.execute(trx)
  await sql`DELETE FROM designations WHERE id IN (${empty})`.execute(trx)
}

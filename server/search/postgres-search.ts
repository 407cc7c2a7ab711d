import { sql } from 'kysely'
import type { Db } from '../db/connect'
import { readCatalogVersion } from '../db/repositories/catalog-version-repository'
import { containsPattern, foldText } from './fold-text'
import { postgresSummaries } from './postgres-part-rows'
import { createSearchEngine, type Match, NUMBER_MATCH_CAP } from './search-engine'
import type { SearchPort } from './search-port'
import { snapshotRowsFromDb } from './snapshot-rows'
import { versionedSnapshot } from './versioned-snapshot'

/**
 * The PostgreSQL adapter of the search port. Exact article and OE numbers are B-tree seeks on the
 * normalized columns; prefixes are ranges on the same B-trees (the columns compare in "C" order,
 * so `sku >= 'X' AND sku < 'X~'` is an index range, as in SQLite); free text runs pg_trgm over the
 * folded designation names; facets and paging come from the designation counts in the snapshot.
 * Every instance keeps its own snapshot and reloads it when the catalogue's version changes, so an
 * import through any instance (or the CLI) reaches all of them within VERSION_CHECK_MS.
 */
export async function createPostgresSearch(db: Db): Promise<SearchPort> {
  const snapshot = await versionedSnapshot(
    () => readCatalogVersion(db),
    () => snapshotRowsFromDb(db),
  )
  const matchColumns = sql`p.id, p.designation_id AS "designationId", p.is_new AS "isNew"`
  const matches = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows as Match[]

  const engine = createSearchEngine({
    snapshot,
    bySkuNorm: (key) => matches(sql`SELECT ${matchColumns} FROM parts p WHERE p.sku_norm = ${key}`),
    byGtin: (forms) =>
      matches(sql`SELECT ${matchColumns} FROM parts p WHERE p.gtin IN (${sql.join(forms)}) LIMIT ${NUMBER_MATCH_CAP}`),
    bySkuPrefix: (low, high) =>
      matches(
        sql`SELECT ${matchColumns} FROM parts p WHERE p.sku >= ${low} AND p.sku < ${high} ORDER BY p.sku LIMIT ${NUMBER_MATCH_CAP}`,
      ),
    byReference: (key) =>
      matches(sql`SELECT DISTINCT ${matchColumns} FROM part_xrefs x JOIN parts p ON p.id = x.part_id
        WHERE x.reference_norm = ${key} LIMIT ${NUMBER_MATCH_CAP}`),
    byReferencePrefix: (low, high) =>
      matches(sql`SELECT DISTINCT ${matchColumns} FROM part_xrefs x JOIN parts p ON p.id = x.part_id
        WHERE x.reference_norm >= ${low} AND x.reference_norm < ${high} LIMIT ${NUMBER_MATCH_CAP}`),
    async freeText(long, short, lang) {
      const folded = long.map(foldText)
      const conditions = [
        ...folded.map((word) => sql`folded LIKE ${containsPattern(word)}`),
        ...short.map((word) => sql`name ILIKE ${containsPattern(word)}`),
      ]
      const relevance = folded.length ? sql`similarity(folded, ${folded.join(' ')}) DESC,` : sql``
      const { rows } = await sql<{ id: number }>`SELECT designation_id AS id FROM designation_search
        WHERE ${sql.join(conditions, sql` AND `)} ORDER BY lang = ${lang} DESC, ${relevance} designation_id`.execute(db)
      return rows.map((row) => row.id)
    },
    async pageOfDesignation(designationId, newsOnly, take, skip) {
      let query = db.selectFrom('parts').select('id').where('designation_id', '=', designationId)
      if (newsOnly) query = query.where('is_new', '=', 1)
      const rows = await query.orderBy('id').limit(take).offset(skip).execute()
      return rows.map((row) => row.id)
    },
    summaries: (ids, lang, at) => postgresSummaries(db, ids, lang, at),
  })

  // The pool belongs to the app's database plugin, which closes it.
  return { ...engine, close() {} }
}

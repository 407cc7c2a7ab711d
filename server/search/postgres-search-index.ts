import { sql } from 'kysely'
import type { Db } from '../db/connect'
import { foldText } from './fold-text'

/**
 * The free-text index of the PostgreSQL adapter, owned by the adapter like FTS5 is by the SQLite
 * one: the designation names (the few thousand name variants parts share) per language, with the
 * name folded (lower case, no diacritics) and a pg_trgm GIN index on it, so `LIKE '%filter%'`
 * finds `Ölfilter` and `Kraftstofffilter` through the index. Rebuilt after the catalogue is seeded.
 */
export async function rebuildPostgresSearchIndex(db: Db): Promise<void> {
  await sql`DROP TABLE IF EXISTS designation_search`.execute(db)
  await ensurePostgresSearchTable(db)
  await sql`DROP INDEX IF EXISTS designation_search_folded`.execute(db)
  const names = await db.selectFrom('designation_names').select(['designation_id', 'lang', 'name']).execute()
  for (let at = 0; at < names.length; at += 1000) {
    const rows = names.slice(at, at + 1000).map((n) => sql`(${n.designation_id}, ${n.lang}, ${n.name}, ${foldText(n.name)})`)
    await sql`INSERT INTO designation_search (designation_id, lang, name, folded) VALUES ${sql.join(rows)}`.execute(db)
  }
  await sql`CREATE INDEX designation_search_folded ON designation_search USING gin (folded gin_trgm_ops)`.execute(db)
  await sql`ANALYZE designation_search`.execute(db)
}

/** The table and its trigram index, empty, when there are none yet (an import builds its own copy beside it). */
export async function ensurePostgresSearchTable(db: Db): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db)
  await sql`CREATE TABLE IF NOT EXISTS designation_search (
      designation_id bigint NOT NULL, lang text COLLATE "C" NOT NULL, name text NOT NULL, folded text NOT NULL,
      PRIMARY KEY (designation_id, lang))`.execute(db)
  await sql`CREATE INDEX IF NOT EXISTS designation_search_folded ON designation_search USING gin (folded gin_trgm_ops)`.execute(
    db,
  )
}

import type SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import type { Db } from '../db/connect'
import type { SnapshotRows } from './catalog-snapshot'

const QUERIES = {
  categories: 'SELECT id, parent_id, sort FROM categories ORDER BY level, id',
  categoryNames: 'SELECT id, lang, name FROM category_names',
  partTypes: 'SELECT id, key FROM part_types',
  makes: 'SELECT id, name FROM makes',
  designations: 'SELECT id, category_id, part_count, new_count FROM designations',
} as const

/** The snapshot's rows through the SQLite adapter's own read-only connection. */
export function snapshotRowsFromSqlite(sqlite: SQLite.Database): SnapshotRows {
  return Object.fromEntries(
    Object.entries(QUERIES).map(([name, query]) => [name, sqlite.prepare(query).all()]),
  ) as unknown as SnapshotRows
}

/** The same rows through Kysely (the PostgreSQL adapter, which reloads them when the catalogue changes). */
export async function snapshotRowsFromDb(db: Db): Promise<SnapshotRows> {
  const entries = await Promise.all(
    Object.entries(QUERIES).map(async ([name, query]) => [name, (await sql.raw(query).execute(db)).rows] as const),
  )
  return Object.fromEntries(entries) as unknown as SnapshotRows
}

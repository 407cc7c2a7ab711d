import SQLite from 'better-sqlite3'
import { CATALOG_INDEXES } from '../../db/catalog-indexes'
import { rebuildSqliteSearchIndex } from '../../search/sqlite-search-index'
import { REPLACED_TABLES } from './catalog-tables'

/**
 * Switches the live SQLite catalogue to the staged one in one transaction, search index included:
 * readers (WAL) see the old catalogue until the commit and the new one after it, never a mix.
 * Writers wait for the copy (busy_timeout); the catalogue's indexes are built once after the copy,
 * which is several times faster than keeping them up to date row by row.
 */
export function swapIntoSqlite(liveFile: string, stagingFile: string, meta: Record<string, string>): void {
  const live = new SQLite(liveFile)
  try {
    live.pragma('busy_timeout = 30000')
    // The staged rows were checked as a whole; checking each key again row by row would only slow the copy.
    live.pragma('foreign_keys = OFF')
    live.pragma('cache_size = -131072')
    live.prepare('ATTACH DATABASE ? AS stage').run(stagingFile)
    live.exec('BEGIN IMMEDIATE')
    try {
      for (const index of CATALOG_INDEXES) live.exec(`DROP INDEX IF EXISTS main.${index.name}`)
      for (const table of REPLACED_TABLES) {
        const columns = (live.prepare(`PRAGMA main.table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name)
        live.exec(`DELETE FROM main.${table}`)
        live.exec(`INSERT INTO main.${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM stage.${table}`)
      }
      for (const index of CATALOG_INDEXES) live.exec(index.sql.replace(index.name, `main.${index.name}`))
      rebuildSqliteSearchIndex(live)
      const upsert = live.prepare(
        'INSERT INTO main.catalog_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      for (const [key, value] of Object.entries(meta)) upsert.run(key, value)
      live.exec('COMMIT')
    } catch (error) {
      live.exec('ROLLBACK')
      throw error
    }
    live.exec('DETACH DATABASE stage')
    live.exec('ANALYZE main')
  } finally {
    live.close()
  }
}

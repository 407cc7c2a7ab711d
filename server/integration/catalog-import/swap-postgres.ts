import SQLite from 'better-sqlite3'
import type pg from 'pg'
import type { Db } from '../../db/connect'
import { copyFromSqlite } from '../../db/copy-from-sqlite'
import { exclusively } from '../../db/postgres'
import { foldText } from '../../search/fold-text'
import { ensurePostgresSearchTable } from '../../search/postgres-search-index'
import { REPLACED_TABLES } from './catalog-tables'

const NEXT = 'catalog_next'
const OLD = 'catalog_old'
const SEARCH_TABLE = 'designation_search'

/**
 * Switches the live PostgreSQL catalogue to the staged one. The staged rows are copied (COPY) into
 * tables of a schema beside `public`, with their indexes and the search table, while the shop keeps
 * serving the old ones; then one short transaction moves the old tables out and the new ones in
 * (ALTER TABLE … SET SCHEMA), so every instance sees the whole old or the whole new catalogue. The
 * copied tables carry no foreign keys: the import checked every reference before.
 */
export async function swapIntoPostgres(db: Db, stagingFile: string, meta: Record<string, string>): Promise<void> {
  await ensurePostgresSearchTable(db)
  await exclusively(db, 'catalogue-switch', async (client) => {
    if (!client) throw new Error('swapIntoPostgres: not a PostgreSQL database')
    const tables = [...REPLACED_TABLES, SEARCH_TABLE]
    await client.query(`DROP SCHEMA IF EXISTS ${NEXT} CASCADE; DROP SCHEMA IF EXISTS ${OLD} CASCADE; CREATE SCHEMA ${NEXT}`)
    for (const table of tables) await client.query(`CREATE TABLE ${NEXT}.${table} (LIKE public.${table} INCLUDING ALL)`)
    const sqlite = new SQLite(stagingFile, { readonly: true })
    try {
      await client.query('BEGIN')
      await client.query(`SET LOCAL search_path TO ${NEXT}`)
      await copyFromSqlite(
        client,
        sqlite,
        REPLACED_TABLES.map((table) => ({ table })),
      )
      await copySearchRows(client, sqlite)
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      sqlite.close()
    }
    for (const table of tables) await client.query(`ANALYZE ${NEXT}.${table}`)
    await moveTables(client, tables, meta)
    await client.query(`DROP SCHEMA ${OLD} CASCADE; DROP SCHEMA ${NEXT} CASCADE`)
  })
}

/** Lock timeout (and, should it come to that, deadlock): the switch is tried again a moment later. */
const RETRYABLE = new Set(['55P03', '40P01'])
const ATTEMPTS = 150

/**
 * The switch itself: old tables out, new ones in, the catalogue's meta, one transaction. It first
 * locks every table it moves, waiting at most 100 ms: a search that holds one of them while asking
 * for one already locked would otherwise deadlock with it, and PostgreSQL would end the search after
 * its deadlock_timeout (1 s). Giving up first means searches never fail and wait at most 100 ms; the
 * switch tries again (nothing of it took effect) until it gets all the locks at once.
 */
async function moveTables(client: pg.PoolClient, tables: string[], meta: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    await client.query('BEGIN')
    try {
      await client.query("SET LOCAL lock_timeout = '100ms'")
      await client.query(`LOCK TABLE ${tables.map((table) => `public.${table}`).join(', ')} IN ACCESS EXCLUSIVE MODE`)
      await client.query(`CREATE SCHEMA ${OLD}`)
      for (const table of tables) {
        await client.query(`ALTER TABLE public.${table} SET SCHEMA ${OLD}`)
        await client.query(`ALTER TABLE ${NEXT}.${table} SET SCHEMA public`)
      }
      for (const [key, value] of Object.entries(meta)) {
        await client.query(
          'INSERT INTO catalog_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
          [key, value],
        )
      }
      await client.query('COMMIT')
      return
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      if (attempt >= ATTEMPTS || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80))
    }
  }
}

/** The search adapter's table of folded names (server/search/postgres-search-index.ts), filled from the staged names. */
async function copySearchRows(client: pg.PoolClient, sqlite: SQLite.Database) {
  const rows = sqlite.prepare('SELECT designation_id, lang, name FROM designation_names').all() as Array<{
    designation_id: number
    lang: string
    name: string
  }>
  for (let at = 0; at < rows.length; at += 1000) {
    const chunk = rows.slice(at, at + 1000)
    const params = chunk.flatMap((r) => [r.designation_id, r.lang, r.name, foldText(r.name)])
    const values = chunk.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`).join(', ')
    await client.query(`INSERT INTO ${SEARCH_TABLE} (designation_id, lang, name, folded) VALUES ${values}`, params)
  }
}

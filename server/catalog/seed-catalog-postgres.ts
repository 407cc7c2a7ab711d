import SQLite from 'better-sqlite3'
import type pg from 'pg'
import type { Db } from '../db/connect'
import { copyFromSqlite } from '../db/copy-from-sqlite'
import { exclusively, poolOf } from '../db/postgres'
import { rebuildPostgresSearchIndex } from '../search/postgres-search-index'
import { CATALOG_INDEXES } from '../db/catalog-indexes'
import { CATALOG_TABLES, type SeedOptions, type SeedSummary, seedCatalog } from './seed-catalog'
import { stageSqlite } from './staging-sqlite'

/** Parents before children, so the foreign keys added back after the load hold. */
const COPY_ORDER = [
  { table: 'brands' },
  { table: 'designations' },
  { table: 'designation_names' },
  { table: 'division_categories' },
  { table: 'parts' },
  { table: 'part_xrefs' },
  { table: 'part_stock' },
  { table: 'vehicles' },
  { table: 'vehicle_parts' },
  { table: 'catalog_meta' },
]

/** Runs `fn` while holding the catalogue lock: instances starting together seed once, the others wait and find it. */
export async function withCatalogLock<T>(db: Db, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return exclusively(db, 'catalogue', (client) => {
    if (!client) throw new Error('withCatalogLock: not a PostgreSQL database')
    return fn(client)
  })
}

/**
 * The demo catalogue on PostgreSQL: the same generator writes a staging SQLite file (the fastest
 * way to produce it, and the same rows byte for byte), which is then streamed into PostgreSQL with
 * COPY in one transaction, with the secondary indexes built once at the end. Call inside withCatalogLock.
 */
export async function seedCatalogPostgres(db: Db, client: pg.PoolClient, options: SeedOptions): Promise<SeedSummary> {
  const started = process.hrtime.bigint()
  const log = options.log ?? (() => {})
  const staging = await stageSqlite()
  try {
    const summary = seedCatalog(staging.file, options)
    log(`generated in ${summary.seconds.toFixed(1)} s; copying into PostgreSQL …`)
    const sqlite = new SQLite(staging.file, { readonly: true })
    try {
      await client.query('BEGIN')
      await client.query("SET LOCAL maintenance_work_mem = '256MB'")
      await client.query(`TRUNCATE ${CATALOG_TABLES.join(', ')}`)
      for (const index of CATALOG_INDEXES) await client.query(`DROP INDEX IF EXISTS ${index.name}`)
      await copyFromSqlite(client, sqlite, COPY_ORDER)
      for (const index of CATALOG_INDEXES) await client.query(index.sql)
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      sqlite.close()
    }
    await rebuildPostgresSearchIndex(db)
    for (const table of ['parts', 'part_xrefs', 'part_stock', 'vehicles', 'vehicle_parts', 'designations']) {
      await client.query(`ANALYZE ${table}`)
    }
    return { ...summary, seconds: Number(process.hrtime.bigint() - started) / 1e9 }
  } finally {
    staging.remove()
  }
}

export function isPostgres(db: Db): boolean {
  return poolOf(db) !== undefined
}

import path from 'node:path'
import SQLite from 'better-sqlite3'
import type { Db } from '../../db/connect'
import { openDatabase } from '../../db/connect'
import { seedDemoCatalog, withCatalogLock } from '../seed-demo-catalog'
import { stageSqlite } from '../staging-sqlite'
import { HISTORY_FORMAT, type HistoryOptions, type HistorySummary, seedHistoryInto } from './seed-erp-history'

const metaOf = async (db: Db, table: 'catalog_meta' | 'erp_history_meta') =>
  new Map((await db.selectFrom(table).select(['key', 'value']).execute()).map((row) => [row.key, row.value]))

/**
 * The demo ERP history on PostgreSQL: the generator reads the catalogue synchronously, so it reads a
 * staging SQLite file holding the same catalogue (the generator is deterministic: same parts and
 * seed, same rows); the rows go into PostgreSQL through the integration API's services in one
 * transaction, under the catalogue lock so instances starting together generate it once.
 */
export async function seedErpHistoryPostgres(db: Db, options: HistoryOptions = {}): Promise<HistorySummary> {
  return withCatalogLock(db, async () => {
    const catalog = await metaOf(db, 'catalog_meta')
    const seed = options.seed ?? Number(catalog.get('seed') ?? 1)
    const wanted = { format: HISTORY_FORMAT, seed: String(seed), catalog_built_at: catalog.get('built_at') ?? '' }
    const kept = await metaOf(db, 'erp_history_meta')
    if (!options.force && Object.entries(wanted).every(([key, value]) => kept.get(key) === value)) {
      return keptHistory(kept.get('anchor') ?? '')
    }
    const staging = await stageSqlite()
    try {
      const stagingDb = openDatabase({ dataDir: path.dirname(staging.file) })
      await seedDemoCatalog(stagingDb, { parts: Number(catalog.get('parts') ?? 0), seed: Number(catalog.get('seed') ?? 1) })
      await stagingDb.destroy()
      const catalogue = new SQLite(staging.file, { readonly: true })
      try {
        return await seedHistoryInto(db, catalogue, { ...options, seed, force: true })
      } finally {
        catalogue.close()
      }
    } finally {
      staging.remove()
    }
  })
}

/** What a start that keeps the history reports: nothing generated. */
function keptHistory(anchor: string): HistorySummary {
  const documents = { invoice: 0, creditnote: 0, deliverynote: 0, packinglist: 0 }
  return { seeded: false, anchor, customers: 0, orders: 0, orderLines: 0, documents, documentLines: 0, shipments: 0, seconds: 0 }
}

import path from 'node:path'
import SQLite from 'better-sqlite3'
import type { Db } from '../../db/connect'
import { openDatabase } from '../../db/connect'
import { copyFromSqlite } from '../../db/copy-from-sqlite'
import { seedDemoCatalog, withCatalogLock } from '../seed-demo-catalog'
import { stageSqlite } from '../staging-sqlite'
import { historyCustomers } from './history-customers'
import { HISTORY_FORMAT, type HistoryOptions, type HistorySummary, seedErpHistory } from './seed-erp-history'

const metaOf = async (db: Db, table: 'catalog_meta' | 'erp_history_meta') =>
  new Map((await db.selectFrom(table).select(['key', 'value']).execute()).map((row) => [row.key, row.value]))

/**
 * The demo ERP history on PostgreSQL: the generator reads the catalogue synchronously, so it runs on
 * a staging SQLite file holding the same catalogue (the generator is deterministic: same parts and
 * seed, same rows), and the history's rows are copied into PostgreSQL with COPY in one transaction,
 * under the catalogue lock so instances starting together generate it once.
 */
export async function seedErpHistoryPostgres(db: Db, options: HistoryOptions = {}): Promise<HistorySummary> {
  return withCatalogLock(db, async (client) => {
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
      const shopOrders = await db.selectFrom('orders').select('order_number').where('source', '=', 'shop').execute()
      const summary = seedErpHistory(staging.file, {
        ...options,
        seed,
        force: true,
        takenShopOrders: shopOrders.map((o) => o.order_number),
      })
      const sqlite = new SQLite(staging.file, { readonly: true })
      const customers = historyCustomers().map((c) => c.customerId)
      try {
        await client.query('BEGIN')
        const documents = 'SELECT document_id FROM documents WHERE customer_id = ANY($1)'
        for (const statement of [
          `DELETE FROM document_links WHERE document_id IN (${documents})`,
          `DELETE FROM document_orders WHERE document_id IN (${documents})`,
          'DELETE FROM document_lines WHERE customer_id = ANY($1)',
          'DELETE FROM documents WHERE customer_id = ANY($1)',
          'DELETE FROM shipments WHERE customer_id = ANY($1)',
        ]) {
          await client.query(statement, [customers])
        }
        await client.query("DELETE FROM order_lines WHERE order_number IN (SELECT order_number FROM orders WHERE source = 'erp')")
        await client.query("DELETE FROM orders WHERE source = 'erp'")
        await copyFromSqlite(client, sqlite, [
          { table: 'orders', where: "source = 'erp'" },
          { table: 'order_lines', where: "order_number IN (SELECT order_number FROM orders WHERE source = 'erp')" },
          { table: 'documents' },
          { table: 'document_lines' },
          { table: 'document_orders' },
          { table: 'document_links' },
          { table: 'shipments' },
        ])
        const sequences = sqlite.prepare('SELECT year, last FROM order_sequences').all() as Array<{ year: number; last: number }>
        for (const row of sequences) {
          await client.query(
            'INSERT INTO order_sequences (year, last) VALUES ($1, $2) ON CONFLICT (year) DO UPDATE SET last = greatest(order_sequences.last, excluded.last)',
            [row.year, row.last],
          )
        }
        for (const [key, value] of Object.entries({ ...wanted, anchor: summary.anchor })) {
          await client.query(
            'INSERT INTO erp_history_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
            [key, value],
          )
        }
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        sqlite.close()
      }
      return summary
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

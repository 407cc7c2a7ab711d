import path from 'node:path'
import SQLite from 'better-sqlite3'
import fp from 'fastify-plugin'
import { isPostgresDb } from '../../db/dialect'
import { seedHistoryInto } from './seed-erp-history'
import { seedErpHistoryPostgres } from './seed-erp-history-postgres'

/**
 * With DEMO_USERS on, gives the demo customers their ERP history on first start (and again after
 * the catalogue was reseeded). Registered after the catalogue is seeded and the demo users exist.
 */
export const erpHistoryPlugin = fp(async (app) => {
  if (!app.config.demoUsers) return
  const summary = isPostgresDb(app.db) ? await seedErpHistoryPostgres(app.db) : await seedOnSqlite(app.db, app.config.dataDir)
  if (summary.seeded) {
    app.log.info(
      `seeded the demo ERP history: ${summary.orders} orders, ${summary.shipments} shipments for ${summary.customers} customers in ${summary.seconds.toFixed(2)} s`,
    )
  }
})

/** The generator reads the catalogue synchronously, on a read-only connection of its own; the rows go through app.db. */
async function seedOnSqlite(db: Parameters<typeof seedHistoryInto>[0], dataDir: string) {
  const catalogue = new SQLite(path.join(dataDir, 'shop.sqlite'), { readonly: true })
  try {
    return await seedHistoryInto(db, catalogue)
  } finally {
    catalogue.close()
  }
}

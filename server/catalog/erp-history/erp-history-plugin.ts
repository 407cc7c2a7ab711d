import path from 'node:path'
import fp from 'fastify-plugin'
import { isPostgresDb } from '../../db/dialect'
import { seedErpHistory } from './seed-erp-history'
import { seedErpHistoryPostgres } from './seed-erp-history-postgres'

/**
 * With DEMO_USERS on, gives the demo customers their ERP history on first start (and again after
 * the catalogue was reseeded). Registered after the catalogue is seeded and the demo users exist.
 */
export const erpHistoryPlugin = fp(async (app) => {
  if (!app.config.demoUsers) return
  const summary = isPostgresDb(app.db)
    ? await seedErpHistoryPostgres(app.db)
    : seedErpHistory(path.join(app.config.dataDir, 'shop.sqlite'))
  if (summary.seeded) {
    app.log.info(
      `seeded the demo ERP history: ${summary.orders} orders, ${summary.shipments} shipments for ${summary.customers} customers in ${summary.seconds.toFixed(2)} s`,
    )
  }
})

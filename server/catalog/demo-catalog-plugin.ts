import fp from 'fastify-plugin'
import type { Db } from '../db/connect'
import { isPostgresDb } from '../db/dialect'
import { seedDemoCatalog, withCatalogLock } from './seed-demo-catalog'

export type DemoCatalogPluginOptions = {
  /** Parts to seed when the catalogue is empty (first start); 0 leaves it empty. */
  demoParts?: number
}

const hasParts = async (db: Db) => Boolean(await db.selectFrom('parts').select('id').limit(1).executeTakeFirst())

/**
 * Seeds the demo catalogue on first start (the search index with it). Registered before the search
 * plugin, which only opens the port: search stays below the demo generator and knows nothing of it.
 */
export const demoCatalogPlugin = fp<DemoCatalogPluginOptions>(async (app, options) => {
  const demoParts = options.demoParts ?? 50_000
  const seeded = (summary: { parts: number; crossReferences: number; vehicles: number; seconds: number }) =>
    app.log.info(
      `imported the demo catalogue: ${summary.parts} parts, ${summary.crossReferences} cross references, ${summary.vehicles} vehicles in ${summary.seconds.toFixed(1)} s`,
    )
  if (demoParts <= 0) return
  if (isPostgresDb(app.db)) {
    // Under the lock: of several instances starting on an empty database, one seeds and the others find its catalogue.
    await withCatalogLock(app.db, async () => {
      if (!(await hasParts(app.db))) seeded(await seedDemoCatalog(app.db, { parts: demoParts }))
    })
  } else if (!(await hasParts(app.db))) {
    seeded(await seedDemoCatalog(app.db, { parts: demoParts }))
  }
})

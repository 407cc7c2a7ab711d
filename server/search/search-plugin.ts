import path from 'node:path'
import fp from 'fastify-plugin'
import { seedCatalog } from '../catalog/seed-catalog'
import { isPostgres, seedCatalogPostgres, withCatalogLock } from '../catalog/seed-catalog-postgres'
import type { Db } from '../db/connect'
import { createPostgresSearch } from './postgres-search'
import type { SearchPort } from './search-port'
import { createSqliteSearch } from './sqlite-search'

declare module 'fastify' {
  interface FastifyInstance {
    catalogSearch: SearchPort
  }
}

export type SearchPluginOptions = {
  /** Parts to seed when the catalogue is empty (first start); 0 leaves it empty. */
  demoParts?: number
}

const hasParts = async (db: Db) => Boolean(await db.selectFrom('parts').select('id').limit(1).executeTakeFirst())

/** Seeds the demo catalogue on first start, then opens the search port for the routes. */
export const searchPlugin = fp<SearchPluginOptions>(async (app, options) => {
  const demoParts = options.demoParts ?? 50_000
  const seeded = (summary: { parts: number; crossReferences: number; vehicles: number; seconds: number }) =>
    app.log.info(
      `seeded the demo catalogue: ${summary.parts} parts, ${summary.crossReferences} cross references, ${summary.vehicles} vehicles in ${summary.seconds.toFixed(1)} s`,
    )
  let search: SearchPort
  if (isPostgres(app.db)) {
    // Under the lock: of several instances starting on an empty database, one seeds and the others find its catalogue.
    await withCatalogLock(app.db, async (client) => {
      if (!(await hasParts(app.db)) && demoParts > 0) seeded(await seedCatalogPostgres(app.db, client, { parts: demoParts }))
    })
    search = await createPostgresSearch(app.db)
  } else {
    const file = path.join(app.config.dataDir, 'shop.sqlite')
    if (!(await hasParts(app.db)) && demoParts > 0) seeded(seedCatalog(file, { parts: demoParts }))
    search = createSqliteSearch(file)
  }
  app.decorate('catalogSearch', search)
  app.addHook('onClose', async () => search.close())
})

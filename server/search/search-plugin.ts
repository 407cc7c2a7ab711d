import path from 'node:path'
import fp from 'fastify-plugin'
import { seedCatalog } from '../catalog/seed-catalog'
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

/** Seeds the demo catalogue on first start, then opens the search port for the routes. */
export const searchPlugin = fp<SearchPluginOptions>(async (app, options) => {
  const file = path.join(app.config.dataDir, 'shop.sqlite')
  const demoParts = options.demoParts ?? 50_000
  const anyPart = await app.db.selectFrom('parts').select('id').limit(1).executeTakeFirst()
  if (!anyPart && demoParts > 0) {
    const summary = seedCatalog(file, { parts: demoParts })
    app.log.info(
      `seeded the demo catalogue: ${summary.parts} parts, ${summary.crossReferences} cross references, ${summary.vehicles} vehicles in ${summary.seconds.toFixed(1)} s`,
    )
  }
  const search = createSqliteSearch(file)
  app.decorate('catalogSearch', search)
  app.addHook('onClose', async () => search.close())
})

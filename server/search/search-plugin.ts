import path from 'node:path'
import fp from 'fastify-plugin'
import { isPostgresDb } from '../db/dialect'
import { createPostgresSearch } from './postgres-search'
import type { SearchPort } from './search-port'
import { createSqliteSearch } from './sqlite-search'

declare module 'fastify' {
  interface FastifyInstance {
    catalogSearch: SearchPort
  }
}

/** Opens the search port for the routes, on whatever catalogue the database holds (seeded or imported before). */
export const searchPlugin = fp(async (app) => {
  const search = isPostgresDb(app.db)
    ? await createPostgresSearch(app.db)
    : await createSqliteSearch(path.join(app.config.dataDir, 'shop.sqlite'))
  app.decorate('catalogSearch', search)
  app.addHook('onClose', async () => search.close())
})

import fp from 'fastify-plugin'
import { CATALOG_VERSION_HEADER } from '../../src/shared/contracts/catalog-version'
import { readCatalogVersion } from '../db/repositories/catalog-version-repository'

/** How often an instance reads the version (one indexed row), at most: an import through another instance or the CLI shows within this. */
const CHECK_MS = 2000

export type CatalogVersionCache = {
  current(): Promise<string | null>
  /** After an import in this process: the next answer reads the version again. */
  recheck(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogVersion: CatalogVersionCache
  }
}

/**
 * Every /api answer names the catalogue's version in `x-catalog-version`, errors included: the page's
 * API client and the service worker compare it with the one they know and refresh what is stale
 * (docs/catalogue-import.md "When the catalogue changes"). Riding on answers that are sent anyway
 * costs one header, and the banner's one-minute poll (global alerts) brings it to an idle page.
 */
export const catalogVersionPlugin = fp(async (app) => {
  let cached: { version: string | null; at: number } | null = null
  let reading: Promise<string | null> | null = null
  const cache: CatalogVersionCache = {
    async current() {
      if (cached && Date.now() - cached.at < CHECK_MS) return cached.version
      reading ??= readCatalogVersion(app.db)
        .then((version) => {
          cached = { version, at: Date.now() }
          return version
        })
        .finally(() => {
          reading = null
        })
      return reading
    },
    recheck() {
      cached = null
    },
  }
  app.decorate('catalogVersion', cache)
  // Read when the request arrives, not when its answer leaves: by then an idempotent change may hold
  // SQLite's one connection in its transaction, and reading through app.db would wait for itself.
  const versions = new WeakMap<object, string | null>()
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) versions.set(request, await cache.current().catch(() => null))
  })
  app.addHook('onSend', async (request, reply, payload) => {
    const version = versions.get(request)
    if (version) reply.header(CATALOG_VERSION_HEADER, version)
    return payload
  })
})

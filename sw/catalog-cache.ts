import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import type { CatalogVersionMessage } from '../src/shared/contracts/catalog-version'
import { catalogVersionPlugin, createCatalogVersionKeeper } from './catalog-version'
import { ignoreSearchParams } from './ignore-search-params'
import { idbKeyValue } from './sync/key-value'

declare const self: ServiceWorkerGlobalScope

/** Bump a version when a cache's content changes shape; activate deletes every other version. */
export const CACHE_NAMES = { reference: 'catalog-reference-v1', searches: 'catalog-searches-v1', images: 'images-v1' } as const
const OWN_CACHE_PREFIXES = ['catalog-', 'images-']

const DAY_SECONDS = 24 * 60 * 60
/** What a user saw in the last 14 days opens offline (issue #6). */
const CATALOG_MAX_AGE_SECONDS = 14 * DAY_SECONDS

/** Slow-changing reference data: from the cache at once, refreshed in the background. */
const REFERENCE_PATHS = [/^\/api\/content-data$/, /^\/api\/countr(y|ies)$/, /^\/api\/categories$/, /^\/api\/divisions\/[^/]+$/]
/** Searches and vehicle parts: fresh from the network when it answers within 4 s, else the copy seen last. */
const SEARCH_PATHS = [/^\/api\/search\/products$/, /^\/api\/vin\/vehicle$/]

function sameOriginGet(paths: RegExp[]) {
  return ({ url, request }: { url: URL; request: Request }) =>
    request.method === 'GET' && url.origin === self.location.origin && paths.some((path) => path.test(url.pathname))
}

export function registerCatalogCache({
  maxEntries = 500,
  maxAgeSeconds = CATALOG_MAX_AGE_SECONDS,
  networkTimeoutSeconds = 4,
} = {}) {
  const expiry = () => new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true })
  // A new catalogue (x-catalog-version) drops the kept searches and reference answers: offline, old prices never pass for today's.
  const versions = createCatalogVersionKeeper({
    store: idbKeyValue('parts-shop-catalog', 'version'),
    purge: async () => {
      await Promise.all([caches.delete(CACHE_NAMES.reference), caches.delete(CACHE_NAMES.searches)])
    },
  })
  const versionPlugin = catalogVersionPlugin(versions)
  registerRoute(
    sameOriginGet(REFERENCE_PATHS),
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.reference,
      // The country call carries a cache-busting timestamp (SPEC.md §7): one entry per country and language.
      plugins: [ignoreSearchParams(['timestamp']), new CacheableResponsePlugin({ statuses: [200] }), versionPlugin, expiry()],
    }),
  )
  registerRoute(
    sameOriginGet(SEARCH_PATHS),
    new NetworkFirst({
      cacheName: CACHE_NAMES.searches,
      networkTimeoutSeconds,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), versionPlugin, expiry()],
    }),
  )
  registerRoute(
    ({ url, request }) => request.destination === 'image' && url.origin === self.location.origin,
    new CacheFirst({
      cacheName: CACHE_NAMES.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  )
  // A page saw a newer catalogue on an answer that did not pass these routes (a product page, the cart).
  self.addEventListener('message', (event) => {
    const message = event.data as Partial<CatalogVersionMessage> | undefined
    if (message?.type === 'catalog-version') event.waitUntil(versions.note(message.version))
  })
  self.addEventListener('activate', (event) => {
    const current = new Set<string>(Object.values(CACHE_NAMES))
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => OWN_CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)) && !current.has(name))
              .map((name) => caches.delete(name)),
          ),
        ),
    )
  })
}

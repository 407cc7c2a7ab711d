import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope

/** Bump a version when a cache's content changes shape; activate deletes every other version. */
export const CACHE_NAMES = { catalog: 'catalog-v1', images: 'images-v1' } as const
const OWN_CACHE_PREFIXES = ['catalog-', 'images-']

const FOURTEEN_DAYS_SECONDS = 14 * 24 * 60 * 60
const CATALOG_PATHS = ['/api/content-data', '/api/country', '/api/countries']

/** Catalogue reads: answered from the cache at once and refreshed in the background; kept 14 days. */
export function registerCatalogCache({ maxEntries = 300, maxAgeSeconds = FOURTEEN_DAYS_SECONDS } = {}) {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && CATALOG_PATHS.includes(url.pathname),
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.catalog,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries, maxAgeSeconds })],
    }),
  )
  registerRoute(
    ({ url, request }) => request.destination === 'image' && url.origin === self.location.origin,
    new CacheFirst({
      cacheName: CACHE_NAMES.images,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  )
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

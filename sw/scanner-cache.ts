import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope

export const SCANNER_CACHE_NAME = 'scanner-v1'

/**
 * The scanner's WebAssembly decoder (about 1 MB) is not precached: most customers never scan, and
 * it loads only when a scanner first opens on a device without a usable BarcodeDetector. Kept from
 * then on, so the scanner works offline. Its name carries a content hash, so cache-first is never
 * stale; the scanner's JavaScript chunks are precached like every lazy chunk (vite.config.ts).
 */
export function registerScannerCache({ maxEntries = 2 } = {}) {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && /^\/assets\/[^/]+\.wasm$/.test(url.pathname),
    new CacheFirst({
      cacheName: SCANNER_CACHE_NAME,
      // A new build's decoder pushes out the old one instead of both staying on the tablet.
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true })],
    }),
  )
}

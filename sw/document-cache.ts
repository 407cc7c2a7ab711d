import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope

/** Bump the version when the kept PDFs change shape; activate deletes the older ones. */
export const DOCUMENT_PDF_CACHE = 'documents-pdf-v1'
const OWN_PREFIX = 'documents-pdf-'
const PDF_PATH = /^\/api\/documents\/[^/]+\/pdf$/
const DAY_SECONDS = 24 * 60 * 60

/**
 * Every business-document PDF opened online is kept on the device (issue 9), so a rep can show a
 * delivery note in a yard without signal: fresh from the shop when it answers, the kept copy when
 * it does not. Offline, a copy in another language will do (the numbers are the same), hence
 * `ignoreSearch` on the lookup. The PDFs are the customer's private papers: logging out deletes them
 * (sw/forget-on-logout.ts).
 */
export function registerDocumentCache({ maxEntries = 200, maxAgeSeconds = 30 * DAY_SECONDS, networkTimeoutSeconds = 5 } = {}) {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && PDF_PATH.test(url.pathname),
    new NetworkFirst({
      cacheName: DOCUMENT_PDF_CACHE,
      networkTimeoutSeconds,
      matchOptions: { ignoreSearch: true },
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true }),
      ],
    }),
  )
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names.filter((name) => name.startsWith(OWN_PREFIX) && name !== DOCUMENT_PDF_CACHE).map((name) => caches.delete(name)),
          ),
        ),
    )
  })
}

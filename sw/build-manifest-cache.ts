import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope

/** Not under the catalogue's or precache's prefixes: neither a new catalogue nor a new build's clean-up drops it. */
export const BUILD_MANIFEST_CACHE = 'build-manifest-v1'

/** The hourly-checked build manifest (src/app/update/build-check.ts): the pointer and each build's meta file. */
export function isBuildManifest(url: URL): boolean {
  return url.pathname === '/builds/latest.json' || /^\/builds\/meta\/[^/]+\.json$/.test(url.pathname)
}

type Fetch = (url: string) => Promise<Response>

/**
 * Keeps the deployed build's pointer and its meta file in `cache`, so a start without a network still
 * knows which build is deployed and what it is (the update prompt's "Version 7.3.1, built …").
 * A failed or refused answer keeps the copy there is. Returns the deployed build's id, or null.
 */
export async function keepBuildManifest({ cache, fetch }: { cache: Pick<Cache, 'put'>; fetch: Fetch }): Promise<string | null> {
  const latest = await fetch('/builds/latest.json').catch(() => null)
  if (!latest?.ok) return null
  const pointer = (await latest
    .clone()
    .json()
    .catch(() => null)) as { id?: unknown } | null
  if (typeof pointer?.id !== 'string') return null
  await cache.put('/builds/latest.json', latest)
  const metaUrl = `/builds/meta/${encodeURIComponent(pointer.id)}.json`
  const meta = await fetch(metaUrl).catch(() => null)
  if (meta?.ok) await cache.put(metaUrl, meta)
  return pointer.id
}

/**
 * DESIGN.md's card: the worker keeps the hourly-checked build manifest. Each check goes to the network
 * first (a deploy must be seen at once) and falls back to the kept copy offline; the install keeps the
 * copy of the build being installed, so even the first offline start has one.
 */
export function registerBuildManifestCache({ networkTimeoutSeconds = 4 } = {}) {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isBuildManifest(url),
    new NetworkFirst({
      cacheName: BUILD_MANIFEST_CACHE,
      networkTimeoutSeconds,
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  )
  self.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(BUILD_MANIFEST_CACHE)
        .then((cache) => keepBuildManifest({ cache, fetch: (url) => fetch(url, { cache: 'no-store' }) }))
        .catch(() => null),
    )
  })
}

import type { WorkboxPlugin } from 'workbox-core/types'
import { CATALOG_VERSION_HEADER, isNewerCatalogVersion } from '../src/shared/contracts/catalog-version'
import type { KeyValue } from './sync/key-value'

const KEY = 'catalog-version'

export type CatalogVersionKeeper = {
  /** A version seen on an answer or told by a page; true when it was newer (and the kept answers went). */
  note(version: string | null | undefined): Promise<boolean>
  /** An answer of an older catalogue than the one known (a slow instance, a browser-cached copy). */
  isOutdated(version: string | null | undefined): Promise<boolean>
}

/**
 * What the worker knows of the catalogue's version, kept in IndexedDB across restarts. A newer one
 * drops the kept catalogue answers (`purge`), so offline the device never shows an old catalogue's
 * prices as today's; what the user opens next is fetched and kept again. Notes run one at a time.
 */
export function createCatalogVersionKeeper({
  store,
  purge,
}: {
  store: KeyValue
  purge: () => Promise<void>
}): CatalogVersionKeeper {
  let known: string | null | undefined
  let queue: Promise<unknown> = Promise.resolve()
  const knownVersion = async () => {
    known ??= (await store.get<string>(KEY)) ?? null
    return known
  }
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work)
    queue = next.catch(() => {})
    return next
  }
  return {
    note: (version) =>
      serial(async () => {
        if (!isNewerCatalogVersion(version, await knownVersion())) return false
        known = version ?? null
        await store.set(KEY, version)
        // Answers kept before the worker knew any version (an older build) carry no version: they go too.
        await purge()
        return true
      }),
    isOutdated: async (version) => {
      const current = await knownVersion()
      return Boolean(version && current && version < current)
    },
  }
}

/** On a catalogue route: every network answer reports its version; an outdated one is served but not kept. */
export function catalogVersionPlugin(keeper: CatalogVersionKeeper): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ response }) => {
      await keeper.note(response.headers.get(CATALOG_VERSION_HEADER))
      return response
    },
    cacheWillUpdate: async ({ response }) =>
      (await keeper.isOutdated(response.headers.get(CATALOG_VERSION_HEADER))) ? null : response,
  }
}

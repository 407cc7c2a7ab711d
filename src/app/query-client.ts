import { QueryClient } from '@tanstack/react-query'
import { type PersistedClient, type Persister, persistQueryClient } from '@tanstack/react-query-persist-client'
import { del, get, set } from '../shared/lib/device-store'

const FOURTEEN_DAYS = 14 * 24 * 60 * 60 * 1000
const CACHE_KEY = 'parts-shop-query-cache'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Kept at least as long as the persisted copy, so what a user saw opens offline for 14 days.
      gcTime: FOURTEEN_DAYS,
      staleTime: 60_000,
      // Try the network even when the browser claims to be offline; fall back to the cache.
      networkMode: 'offlineFirst',
    },
  },
})

/** The query cache lives in IndexedDB (idb-keyval) so it survives reloads and offline starts. */
const idbPersister: Persister = {
  persistClient: (client: PersistedClient) => set(CACHE_KEY, client),
  restoreClient: () => get<PersistedClient>(CACHE_KEY),
  removeClient: () => del(CACHE_KEY),
}

/** Restores the cache before the first route loads (so offline loaders find data), then keeps persisting it. */
export async function restoreAndPersistQueryCache(): Promise<void> {
  const [, restored] = persistQueryClient({
    queryClient,
    persister: idbPersister,
    maxAge: FOURTEEN_DAYS,
    buster: __BUILD_ID__,
  })
  try {
    await restored
  } catch (error) {
    console.warn('query cache could not be restored', error)
  }
}

/**
 * A shared tablet: on logout nothing the customer saw stays readable. Every query is reset (no data,
 * so none is persisted again; what is on screen refetches as a visitor) and the stored copy is deleted.
 */
export async function forgetUserQueries(): Promise<void> {
  await queryClient.cancelQueries()
  await Promise.all([queryClient.resetQueries().catch(() => {}), idbPersister.removeClient()])
}

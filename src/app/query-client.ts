import { QueryClient } from '@tanstack/react-query'
import { type PersistedClient, type Persister, persistQueryClient } from '@tanstack/react-query-persist-client'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'

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

/** idb-keyval's own database and store (the copy saved before this change stays readable). */
const keyvalStore = createStore('keyval-store', 'keyval')

/**
 * Writes that commit as soon as they are sent. Left to auto-commit, a write commits only once the
 * page's main thread has handled its success event, and TanStack writes the whole cache on every
 * cache event (several per fetch), each waiting for the one before. While the page rendered the new
 * answer, the write holding it waited its turn, and a full page load or a closed tab aborted it: the
 * address book a rep had just seen was never stored, and missing offline.
 */
const committingStore: UseStore = (txMode, callback) =>
  keyvalStore(txMode, (store) => {
    const result = callback(store)
    if (txMode === 'readwrite') store.transaction.commit()
    return result
  })

/** The query cache lives in IndexedDB (idb-keyval) so it survives reloads and offline starts. */
const idbPersister: Persister = {
  persistClient: (client: PersistedClient) => set(CACHE_KEY, client, committingStore),
  restoreClient: () => get<PersistedClient>(CACHE_KEY, keyvalStore),
  removeClient: () => del(CACHE_KEY, committingStore),
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

import { createStore, get, set } from 'idb-keyval'

/**
 * The little the queue's own stores need from IndexedDB. The refused list and the parked changes are
 * written against it, so a test runs their real rules on a Map (memory-stores.ts).
 */
export type KeyValue = {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
}

/** One IndexedDB object store (idb-keyval's database and store names). */
export function idbKeyValue(database: string, objectStore: string): KeyValue {
  const store = createStore(database, objectStore)
  return {
    get: <T>(key: string) => get<T>(key, store),
    set: (key, value) => set(key, value, store),
  }
}

import * as keyval from 'idb-keyval'

/** idb-keyval's own database and store: what the app stored before keeps its place. */
const keyvalStore = keyval.createStore('keyval-store', 'keyval')

/**
 * The store for everything the page keeps on the device (query cache, cart, checkout and quick-order
 * drafts). Its writes commit as soon as they are sent. Left to auto-commit, a write commits only once
 * the page's main thread has handled its success event, and writes queue behind each other; a full page
 * load or a closed tab aborted the ones still waiting, so the answer a rep had just seen (the address
 * book) was missing offline, and a draft's last change could be lost the same way.
 */
const deviceStore: keyval.UseStore = (txMode, callback) =>
  keyvalStore(txMode, (store) => {
    const result = callback(store)
    if (txMode === 'readwrite') store.transaction.commit()
    return result
  })

// idb-keyval's calls on that store: the page imports these, never idb-keyval itself (biome.json).
export const get = <T>(key: IDBValidKey) => keyval.get<T>(key, deviceStore)
export const set = (key: IDBValidKey, value: unknown) => keyval.set(key, value, deviceStore)
export const del = (key: IDBValidKey) => keyval.del(key, deviceStore)
export const delMany = (keys: IDBValidKey[]) => keyval.delMany(keys, deviceStore)
export const keys = () => keyval.keys(deviceStore)

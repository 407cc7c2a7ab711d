import { createStore, type UseStore } from 'idb-keyval'

/** idb-keyval's own database and store: what the app stored before keeps its place. */
const keyvalStore = createStore('keyval-store', 'keyval')

/**
 * The store for everything the app keeps on the device (query cache, cart, checkout and quick-order
 * drafts): pass it to every idb-keyval call. Its writes commit as soon as they are sent. Left to
 * auto-commit, a write commits only once the page's main thread has handled its success event, and
 * writes queue behind each other; a full page load or a closed tab aborted the ones still waiting, so
 * the answer a rep had just seen (the address book) was missing offline, and a draft's last change
 * could be lost the same way.
 */
export const deviceStore: UseStore = (txMode, callback) =>
  keyvalStore(txMode, (store) => {
    const result = callback(store)
    if (txMode === 'readwrite') store.transaction.commit()
    return result
  })

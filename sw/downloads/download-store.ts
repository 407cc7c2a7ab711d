import { clear, createStore, del, entries, set } from 'idb-keyval'
import { DOWNLOAD_EXPIRY_MS, type TrackedDownload } from '../../src/shared/contracts/download-messages'

/**
 * The downloads the worker follows, by queueId, in IndexedDB: a worker that the browser stopped, a
 * reload or a new tab all find the same state. An in-memory copy keeps updates ordered inside one worker.
 */
const store = createStore('parts-shop-downloads', 'tracked')
let memory: Map<string, TrackedDownload> | null = null

async function loaded(): Promise<Map<string, TrackedDownload>> {
  memory ??= new Map(await entries<string, TrackedDownload>(store))
  return memory
}

/** Every download still within its 1800 s; older ones are deleted on the way (SPEC.md §4). */
export async function trackedDownloads(now = Date.now()): Promise<TrackedDownload[]> {
  const all = await loaded()
  for (const download of [...all.values()]) {
    if (now - download.startTime >= DOWNLOAD_EXPIRY_MS) await forgetDownload(download.queueId)
  }
  return [...all.values()].sort((a, b) => a.startTime - b.startTime)
}

export async function trackDownload(download: TrackedDownload) {
  const all = await loaded()
  if (all.has(download.queueId)) return
  all.set(download.queueId, download)
  await set(download.queueId, download, store)
}

export async function updateDownload(queueId: string, changes: Partial<TrackedDownload>) {
  const all = await loaded()
  const current = all.get(queueId)
  if (!current) return
  const next = { ...current, ...changes, queueId }
  all.set(queueId, next)
  await set(queueId, next, store)
}

/** Logging out: the next person on a shared tablet must not see (or fetch) this customer's downloads. */
export async function forgetAllDownloads() {
  memory = new Map()
  await clear(store)
}

export async function forgetDownload(queueId: string) {
  const all = await loaded()
  all.delete(queueId)
  await del(queueId, store)
}

/// <reference lib="webworker" />
import { DOWNLOAD_FILE_CACHE, downloadFileUrl, type TrackedDownload } from '../../src/shared/contracts/download-messages'

declare const self: ServiceWorkerGlobalScope

/**
 * Background Fetch (Chromium): the browser fetches the finished ZIP itself, so it arrives even when
 * the tab is closed. TypeScript's WebWorker lib does not describe the API yet, hence these few types.
 */
type BgFetchRecord = { request: Request; responseReady: Promise<Response> }
type BgFetchRegistration = { id: string; downloaded: number; downloadTotal: number; matchAll(): Promise<BgFetchRecord[]> }
type BgFetchManager = {
  fetch(id: string, requests: string[], options: { title: string; downloadTotal: number }): Promise<BgFetchRegistration>
  get(id: string): Promise<BgFetchRegistration | undefined>
}
type BgFetchEvent = ExtendableEvent & { registration: BgFetchRegistration; updateUI?(options: { title: string }): Promise<void> }

const manager = () => (self.registration as unknown as { backgroundFetch?: BgFetchManager }).backgroundFetch

/** False when the browser has no Background Fetch or refuses it (e.g. no permission): a page fetches instead. */
export async function startBackgroundFetch(download: TrackedDownload): Promise<boolean> {
  const bg = manager()
  if (!bg) return false
  try {
    await bg.fetch(download.queueId, [downloadFileUrl(download.queueId)], {
      title: download.title,
      downloadTotal: download.size ?? 0,
    })
    return true
  } catch {
    return false
  }
}

export async function backgroundFetchReceived(queueId: string): Promise<number | null> {
  const registration = await manager()?.get(queueId)
  return registration ? registration.downloaded : null
}

/** Success: the file goes into the worker's cache for a page to save; failure: a page fetches it. */
export function registerBackgroundFetchEvents(handlers: {
  stored: (queueId: string) => Promise<void>
  failed: (queueId: string) => Promise<void>
}) {
  self.addEventListener('backgroundfetchsuccess' as 'message', (event) => {
    const bgEvent = event as unknown as BgFetchEvent
    const work = (async () => {
      const [record] = await bgEvent.registration.matchAll()
      if (!record) return handlers.failed(bgEvent.registration.id)
      const cache = await caches.open(DOWNLOAD_FILE_CACHE)
      await cache.put(downloadFileUrl(bgEvent.registration.id), await record.responseReady)
      await handlers.stored(bgEvent.registration.id)
    })()
    bgEvent.waitUntil(work)
  })
  for (const type of ['backgroundfetchfail', 'backgroundfetchabort']) {
    self.addEventListener(type as 'message', (event) => {
      const bgEvent = event as unknown as BgFetchEvent
      bgEvent.waitUntil(handlers.failed(bgEvent.registration.id))
    })
  }
}

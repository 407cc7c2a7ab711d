import { t } from '@lingui/core/macro'
import { DOWNLOAD_FILE_CACHE, downloadFileUrl, type TrackedDownload } from '../../../shared/contracts/download-messages'
import { saveFile } from '../../../shared/lib/save-file'
import { announceDownload, downloadsStore } from '../store'
import { FileFetchError, fetchDownloadFile } from './fetch-file'
import { tellWorker } from './worker-channel'

const busy = new Set<string>()

/**
 * One tab takes each finished file (a Web Lock per download), saves it and ends the entry: the
 * worker's broadcast then removes it everywhere (SPEC.md §4: removed on completion).
 */
export async function takeFile(download: TrackedDownload) {
  const fromCache = download.phase === 'stored'
  const inPage = download.phase === 'fetching' && download.fetchBy === 'page' && !download.waiting
  if ((!fromCache && !inPage) || busy.has(download.queueId)) return
  busy.add(download.queueId)
  try {
    await withLock(`download-${download.queueId}`, async () => {
      // Another tab may have finished it while this one waited for the lock.
      if (!downloadsStore.downloads.some((d) => d.queueId === download.queueId && d.phase === download.phase)) return
      const blob = fromCache ? await readCached(download.queueId) : await fetchHere(download)
      if (!blob) return
      await tellWorker({ type: 'downloads-forget', queueId: download.queueId })
      saveFile(blob, download.fileName ?? `documents-${download.queueId}.zip`)
      announceDownload(t`${download.title}: saved as ${download.fileName ?? ''}`)
    })
  } finally {
    busy.delete(download.queueId)
  }
}

async function readCached(queueId: string): Promise<Blob | null> {
  const cache = await caches.open(DOWNLOAD_FILE_CACHE)
  const response = await cache.match(downloadFileUrl(queueId))
  if (!response) return null
  const blob = await response.blob()
  await cache.delete(downloadFileUrl(queueId))
  return blob
}

async function fetchHere(download: TrackedDownload): Promise<Blob | null> {
  let lastReport = 0
  try {
    return await fetchDownloadFile(download.queueId, (received, size) => {
      if (Date.now() - lastReport < 250) return
      lastReport = Date.now()
      void tellWorker({ type: 'downloads-update', queueId: download.queueId, changes: { received, size } })
    })
  } catch (error) {
    const changes: Partial<TrackedDownload> =
      error instanceof FileFetchError ? { phase: error.status === 410 ? 'expired' : 'failed' } : { waiting: true }
    await tellWorker({ type: 'downloads-update', queueId: download.queueId, changes })
    return null
  }
}

/** Web Locks keep two tabs from saving one file twice; without them (old browsers) this tab just goes ahead. */
async function withLock(name: string, work: () => Promise<void>) {
  if (!navigator.locks) return work()
  await navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
    if (lock) await work()
  })
}

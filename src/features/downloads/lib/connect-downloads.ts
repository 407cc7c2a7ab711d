import { DOWNLOAD_EXPIRY_MS, type DownloadEvent } from '../../../shared/contracts/download-messages'
import { applyDownloads, downloadsStore } from '../store'
import { takeFile } from './take-file'
import { tellWorker } from './worker-channel'

/**
 * Connects the page to the service worker's downloads: every tab mirrors its broadcasts, asks it to
 * follow on start (state restored from IndexedDB) and when the connection returns, and takes a
 * finished file (from the worker's cache, or by fetching it here where Background Fetch is missing).
 */
export function connectDownloads() {
  const sw = navigator.serviceWorker
  if (!sw) return
  const follow = () => void tellWorker({ type: 'downloads-follow' })
  sw.addEventListener('message', (event: MessageEvent<DownloadEvent>) => {
    if (event.data?.type !== 'downloads-status') return
    applyDownloads(event.data.downloads)
    for (const download of event.data.downloads) void takeFile(download)
    if (event.data.downloads.length > 0) startTimer(follow)
  })
  window.addEventListener('online', follow)
  sw.addEventListener('controllerchange', follow)
  follow()
}

let timer: ReturnType<typeof setInterval> | undefined

/**
 * While anything is listed, a 1-s timer drops expired entries and keeps the worker following; when
 * none remain it stops (SPEC.md §4).
 */
function startTimer(follow: () => void) {
  if (timer) return
  let ticks = 0
  timer = setInterval(() => {
    const now = Date.now()
    const live = downloadsStore.downloads.filter((d) => now - d.startTime < DOWNLOAD_EXPIRY_MS)
    if (live.length !== downloadsStore.downloads.length) applyDownloads(live)
    if (live.length === 0) {
      clearInterval(timer)
      timer = undefined
      return
    }
    // A worker stopped by the browser forgets its loop; a nudge every 10 s restarts it.
    if (++ticks % 10 === 0) follow()
  }, 1000)
}

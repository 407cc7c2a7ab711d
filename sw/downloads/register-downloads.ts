/// <reference lib="webworker" />
import type { DownloadCommand } from '../../src/shared/contracts/download-messages'
import { registerBackgroundFetchEvents } from './background-fetch'
import { forgetDownload, trackDownload, updateDownload } from './download-store'
import { broadcastDownloads, followDownloads } from './follow-downloads'

declare const self: ServiceWorkerGlobalScope

/**
 * Multi-document downloads (issue 10): pages hand the worker each job they asked for; the worker
 * follows it (status, then the file by Background Fetch where the browser has it) and tells every
 * tab. A download asked for in one tab shows in all, and goes on across reloads and page changes.
 */
export function registerDownloads() {
  self.addEventListener('message', (event) => {
    const command = event.data as DownloadCommand | undefined
    if (!command || typeof command !== 'object' || !String(command.type).startsWith('downloads-')) return
    const work = (async () => {
      if (command.type === 'downloads-track') await trackDownload(command.download)
      if (command.type === 'downloads-forget') await forgetDownload(command.queueId)
      if (command.type === 'downloads-update') await updateDownload(command.queueId, command.changes)
      await broadcastDownloads()
      await followDownloads()
    })()
    event.waitUntil(work)
  })
  registerBackgroundFetchEvents({
    stored: async (queueId) => {
      await updateDownload(queueId, { phase: 'stored' })
      await broadcastDownloads()
    },
    failed: async (queueId) => {
      await updateDownload(queueId, { fetchBy: 'page', received: 0 })
      await broadcastDownloads()
    },
  })
}

/// <reference lib="webworker" />
import { DOWNLOAD_POLL_MS, type DownloadEvent, type TrackedDownload } from '../../src/shared/contracts/download-messages'
import { backgroundFetchReceived, startBackgroundFetch } from './background-fetch'
import { trackedDownloads, updateDownload } from './download-store'
import { pollDownload } from './poll-download'

declare const self: ServiceWorkerGlobalScope

/** A loop runs inside one event's waitUntil, which browsers cap at a few minutes; a page's next message restarts it. */
const LOOP_BUDGET_MS = 4 * 60 * 1000
let following: Promise<void> | null = null

export async function broadcastDownloads() {
  const message: DownloadEvent = { type: 'downloads-status', downloads: await trackedDownloads() }
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message)
}

async function step(download: TrackedDownload) {
  // A page's fetch gave up (connection lost): clearing the mark lets a page try again.
  if (download.phase === 'fetching' && download.fetchBy === 'page') {
    if (download.waiting) await updateDownload(download.queueId, { waiting: false })
    return
  }
  if (download.phase === 'fetching' && download.fetchBy === 'worker') {
    const received = await backgroundFetchReceived(download.queueId)
    if (received !== null) await updateDownload(download.queueId, { received })
    return
  }
  if (download.phase !== 'building') return
  const outcome = await pollDownload(download.queueId)
  if (outcome.kind === 'unreachable') return updateDownload(download.queueId, { waiting: true })
  if (outcome.kind !== 'ready') return updateDownload(download.queueId, outcome.changes)
  await updateDownload(download.queueId, { ...outcome.changes, phase: 'fetching', received: 0 })
  const byWorker = await startBackgroundFetch({ ...download, ...outcome.changes })
  await updateDownload(download.queueId, { fetchBy: byWorker ? 'worker' : 'page' })
}

async function loop() {
  const deadline = Date.now() + LOOP_BUDGET_MS
  while (Date.now() < deadline) {
    const active = (await trackedDownloads()).filter((d) => d.phase === 'building' || d.phase === 'fetching')
    for (const download of active) await step(download)
    await broadcastDownloads()
    if (active.length === 0) return
    await new Promise((resolve) => setTimeout(resolve, DOWNLOAD_POLL_MS))
  }
}

/** Polls every building job and watches every fetch until none is left; one loop at a time. */
export function followDownloads(): Promise<void> {
  following ??= loop().finally(() => {
    following = null
  })
  return following
}

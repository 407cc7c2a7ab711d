import type { DownloadCommand } from '../../../shared/contracts/download-messages'

/** Tells the service worker; waits for it on a first visit, when no worker controls the page yet. */
export async function tellWorker(command: DownloadCommand) {
  const sw = navigator.serviceWorker
  if (!sw) return
  const worker = sw.controller ?? (await sw.ready).active
  worker?.postMessage(command)
}

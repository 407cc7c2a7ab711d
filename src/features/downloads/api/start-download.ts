import type { DownloadRequest, TrackedDownload } from '../../../shared/contracts/download-messages'
import { sendChange, shopAnswer } from '../../../shared/lib/send-change'
import { tellWorker } from '../lib/worker-channel'

/**
 * Asks the shop for one ZIP of the documents, then hands the job to the service worker, which
 * follows it from here on. The Idempotency-Key is made when the user acts, so a double click or a
 * retried request starts one job. Errors throw ApiError (TOO_MANY_DOCUMENTS, TOO_MANY_DOWNLOADS, …).
 */
export async function startDownload(request: DownloadRequest, title: string): Promise<string> {
  const { queueId } = shopAnswer(await sendChange<{ queueId: string }>('POST', '/downloads', request))
  const download: TrackedDownload = {
    queueId,
    title,
    startTime: Date.now(),
    downloadStatus: { current: 0, total: request.documentIds.length },
    errors: [],
    phase: 'building',
    fileName: null,
    received: 0,
    size: null,
    waiting: false,
    fetchBy: null,
    request,
  }
  await tellWorker({ type: 'downloads-track', download })
  return queueId
}

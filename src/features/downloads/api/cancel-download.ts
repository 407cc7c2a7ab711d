import { sendChange } from '../../../shared/lib/send-change'
import { tellWorker } from '../lib/worker-channel'

/** Stops the job on the server (when it can still be reached) and drops the entry everywhere. */
export async function cancelDownload(queueId: string) {
  try {
    await sendChange('DELETE', `/downloads/${encodeURIComponent(queueId)}`)
  } finally {
    await tellWorker({ type: 'downloads-forget', queueId })
  }
}

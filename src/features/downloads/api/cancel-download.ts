import { IDEMPOTENCY_HEADER } from '../../../shared/contracts/cart-constants'
import { apiDelete } from '../../../shared/lib/api-client'
import { tellWorker } from '../lib/worker-channel'

/** Stops the job on the server (when it can still be reached) and drops the entry everywhere. */
export async function cancelDownload(queueId: string) {
  try {
    await apiDelete(`/downloads/${encodeURIComponent(queueId)}`, { [IDEMPOTENCY_HEADER]: crypto.randomUUID() })
  } finally {
    await tellWorker({ type: 'downloads-forget', queueId })
  }
}

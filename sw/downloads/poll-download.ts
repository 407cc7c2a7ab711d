import { downloadStatusUrl, type TrackedDownload } from '../../src/shared/contracts/download-messages'

/** The server's answer to GET /api/downloads/:queueId, the fields the worker needs. */
type ServerStatus = {
  state: 'queued' | 'building' | 'ready' | 'failed' | 'expired' | 'cancelled'
  downloadStatus: { current: number; total: number }
  errors: { documentId: string }[]
  fileName?: string | null
  size?: number | null
}

export type PollOutcome =
  | { kind: 'unreachable' }
  | { kind: 'progress'; changes: Partial<TrackedDownload> }
  | { kind: 'ready'; changes: Partial<TrackedDownload> }
  | { kind: 'final'; changes: Partial<TrackedDownload> }

/** One status request; a network error or a proxy's 5xx means "wait", never "failed". */
export async function pollDownload(queueId: string): Promise<PollOutcome> {
  let response: Response
  try {
    response = await fetch(downloadStatusUrl(queueId), { credentials: 'same-origin', cache: 'no-store' })
  } catch {
    return { kind: 'unreachable' }
  }
  if (response.status >= 500 || response.status === 429) return { kind: 'unreachable' }
  if (response.status === 410) return { kind: 'final', changes: { phase: 'expired', waiting: false } }
  // 401: the session ended; 404: not (or no longer) this customer's. Both end the entry with a reason.
  if (!response.ok) return { kind: 'final', changes: { phase: 'failed', waiting: false } }
  const status = (await response.json()) as ServerStatus
  const changes: Partial<TrackedDownload> = {
    downloadStatus: status.downloadStatus,
    errors: status.errors,
    fileName: status.fileName ?? null,
    size: status.size ?? null,
    waiting: false,
  }
  if (status.state === 'ready') return { kind: 'ready', changes }
  if (status.state === 'failed' || status.state === 'expired' || status.state === 'cancelled') {
    return { kind: 'final', changes: { ...changes, phase: status.state } }
  }
  return { kind: 'progress', changes }
}

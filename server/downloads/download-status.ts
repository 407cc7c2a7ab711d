import type { DownloadStatus } from '../../src/shared/contracts/downloads'
import type { DownloadRepository, DownloadRow } from '../db/repositories/download-repository'

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

export function toStatus(row: DownloadRow, errorIds: string[]): DownloadStatus {
  return {
    queueId: row.queue_id,
    startTime: iso(row.created_at),
    state: row.state,
    downloadStatus: { current: row.current, total: row.total },
    errors: errorIds.map((documentId) => ({ documentId })),
    fileName: row.file_name,
    size: row.size,
    expiresAt: row.expires_at === null ? null : iso(row.expires_at),
  }
}

/** The customer's own download; another customer's is as unknown as a queueId never issued. */
export async function ownDownload(repo: DownloadRepository, customerId: string, queueId: string) {
  const row = await repo.get(queueId)
  return row && row.customer_id === customerId ? row : null
}

export async function statusOf(repo: DownloadRepository, row: DownloadRow): Promise<DownloadStatus> {
  const errors = await repo.errorIds([row.queue_id])
  return toStatus(row, errors.get(row.queue_id) ?? [])
}

export async function statusesOf(repo: DownloadRepository, rows: DownloadRow[]): Promise<DownloadStatus[]> {
  const errors = await repo.errorIds(rows.map((row) => row.queue_id))
  return rows.map((row) => toStatus(row, errors.get(row.queue_id) ?? []))
}

import fs from 'node:fs/promises'
import type { DownloadRepository } from '../db/repositories/download-repository'
import { IDEMPOTENCY_TTL_SECONDS } from '../db/repositories/idempotency-repository'
import { type DownloadFiles, removeQuietly } from './download-files'

const QUEUE_FILE = /^([0-9a-f-]{36})\.zip(\.tmp)?$/

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir)
  } catch {
    return []
  }
}

/**
 * Deletes what has expired: the file and the documents of every download finished more than
 * DOWNLOAD_TTL_SECONDS ago (the status stays as 'expired' as long as an idempotent replay can hand
 * out its queueId, then goes too), and files no download owns any more — left by a crash, or
 * temporary files of a build that is not running now.
 */
export async function sweepDownloads(repo: DownloadRepository, files: DownloadFiles, isBuilding: (queueId: string) => boolean) {
  const now = Math.floor(Date.now() / 1000)
  for (const row of await repo.finishedBefore(now)) {
    await removeQuietly(files.zip(row.queue_id))
    await removeQuietly(files.staging(row.queue_id))
    await repo.markExpired(row)
  }
  await repo.deleteTombstonesBefore(now - IDEMPOTENCY_TTL_SECONDS)

  const known = await repo.knownQueueIds()
  for (const name of await namesIn(files.root)) {
    const match = QUEUE_FILE.exec(name)
    if (!match) continue
    const queueId = match[1] as string
    const temporary = match[2] !== undefined
    if (!known.has(queueId) || (temporary && !isBuilding(queueId))) await removeQuietly(`${files.root}/${name}`)
  }
  for (const queueId of await namesIn(files.stagingRoot)) {
    if (!known.has(queueId)) await removeQuietly(files.staging(queueId))
  }
}

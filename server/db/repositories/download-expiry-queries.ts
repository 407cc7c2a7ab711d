import type { Selectable } from 'kysely'
import type { Db } from '../connect'
import type { Database } from '../schema'

type DownloadRow = Selectable<Database['downloads']>

/** What the sweeper reads and deletes once downloads have expired. */
export function createDownloadExpiryQueries(db: Db) {
  return {
    async finishedBefore(now: number): Promise<DownloadRow[]> {
      return db
        .selectFrom('downloads')
        .selectAll()
        .where('state', 'in', ['ready', 'failed', 'cancelled'])
        .where('expires_at', '<=', now)
        .execute()
    },

    /**
     * The file is gone: the documents and the job go too, and a small tombstone answers "expired"
     * (410 for the file) for as long as an idempotent replay of the request can still hand out its queueId.
     */
    async markExpired(row: DownloadRow) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('download_items').where('queue_id', '=', row.queue_id).execute()
        if (row.job_id !== null) await trx.deleteFrom('jobs').where('id', '=', row.job_id).execute()
        await trx
          .updateTable('downloads')
          .set({ state: 'expired', size: null, etag: null, job_id: null })
          .where('queue_id', '=', row.queue_id)
          .execute()
      })
    },

    async deleteTombstonesBefore(cutoff: number) {
      await db.deleteFrom('downloads').where('state', '=', 'expired').where('expires_at', '<', cutoff).execute()
    },

    async knownQueueIds(): Promise<Set<string>> {
      const rows = await db.selectFrom('downloads').select('queue_id').where('state', '!=', 'expired').execute()
      return new Set(rows.map((row) => row.queue_id))
    },
  }
}

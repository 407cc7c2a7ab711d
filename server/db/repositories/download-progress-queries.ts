import type { DownloadState } from '../../../src/shared/contracts/downloads-constants'
import type { Db } from '../connect'
import type { Database } from '../schema'
import type { IndexEntry } from '../schema-downloads'

export type DownloadItem = { position: number; documentId: string; state: 'pending' | 'ok' | 'error'; entry: IndexEntry | null }

/** What the worker writes as it builds: each document's outcome with the progress, and the download's state. */
export function createDownloadProgressQueries(db: Db) {
  return {
    async items(queueId: string, state?: DownloadItem['state']): Promise<DownloadItem[]> {
      let query = db
        .selectFrom('download_items')
        .select(['position', 'document_id', 'state', 'entry'])
        .where('queue_id', '=', queueId)
      if (state) query = query.where('state', '=', state)
      const rows = await query.orderBy('position').execute()
      return rows.map((row) => ({
        position: row.position,
        documentId: row.document_id,
        state: row.state,
        entry: row.entry ? (JSON.parse(row.entry) as IndexEntry) : null,
      }))
    },

    /** One document done: its outcome and the download's progress move together. */
    async completeItem(queueId: string, position: number, state: 'ok' | 'error', entry: IndexEntry | null) {
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('download_items')
          .set({ state, entry: entry ? JSON.stringify(entry) : null })
          .where('queue_id', '=', queueId)
          .where('position', '=', position)
          .where('state', '=', 'pending')
          .executeTakeFirst()
        if (Number(updated.numUpdatedRows) === 0) return
        await trx
          .updateTable('downloads')
          .set((eb) => ({ current: eb('current', '+', 1) }))
          .where('queue_id', '=', queueId)
          .execute()
      })
    },

    /** A document counted before whose staged file was lost and had to be rendered again. */
    async rewriteItem(queueId: string, position: number, state: 'ok' | 'error', entry: IndexEntry | null) {
      await db
        .updateTable('download_items')
        .set({ state, entry: entry ? JSON.stringify(entry) : null })
        .where('queue_id', '=', queueId)
        .where('position', '=', position)
        .execute()
    },

    /** Moves a download on, unless it was cancelled (or expired) meanwhile; answers whether it moved. */
    async setState(queueId: string, state: DownloadState, changes: Partial<Database['downloads']> = {}) {
      const result = await db
        .updateTable('downloads')
        .set({ ...changes, state })
        .where('queue_id', '=', queueId)
        .where('state', 'in', ['queued', 'building'])
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },
  }
}

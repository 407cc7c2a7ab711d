import type { Transaction } from 'kysely'
import { DOWNLOAD_TTL_SECONDS, type DownloadState, RUNNING_DOWNLOAD_STATES } from '../../src/shared/contracts/downloads-constants'
import type { Db } from '../db/connect'
import type { Database } from '../db/schema'
import type { IndexEntry } from './zip-layout'

export const DOCUMENT_ZIP_JOB_KIND = 'document-zip'

export type DownloadRow = Database['downloads']
export type DownloadItem = { position: number; documentId: string; state: 'pending' | 'ok' | 'error'; entry: IndexEntry | null }

export type NewDownload = {
  queueId: string
  customerId: string
  language: string
  include: { xml: boolean; index: boolean }
  documentIds: string[]
  /** Ids the customer's features do not allow: recorded as errors at once, never rendered. */
  refused: ReadonlySet<string>
  fileName: string
  now: number
}

const ITEM_INSERT_CHUNK = 400
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Rows of downloads and their documents. Writes that belong together take a transaction. */
export function createDownloadRepository(db: Db) {
  return {
    async countRunning(trx: Transaction<Database> | Db, customerId: string) {
      const row = await trx
        .selectFrom('downloads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .where('state', 'in', RUNNING_DOWNLOAD_STATES)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    /** The download, its documents and the job that builds it; call inside the transaction of the request. */
    async insert(trx: Transaction<Database>, download: NewDownload) {
      const job = await trx
        .insertInto('jobs')
        .values({
          kind: DOCUMENT_ZIP_JOB_KIND,
          payload: JSON.stringify({ queueId: download.queueId }),
          state: 'pending',
          attempts: 0,
          run_after: download.now,
          created_at: download.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const items = download.documentIds.map((documentId, position) => ({
        queue_id: download.queueId,
        position,
        document_id: documentId,
        state: download.refused.has(documentId) ? ('error' as const) : ('pending' as const),
        entry: null,
      }))
      await trx
        .insertInto('downloads')
        .values({
          queue_id: download.queueId,
          customer_id: download.customerId,
          state: 'queued',
          language: download.language,
          include_xml: download.include.xml ? 1 : 0,
          include_index: download.include.index ? 1 : 0,
          total: items.length,
          current: items.filter((item) => item.state === 'error').length,
          file_name: download.fileName,
          job_id: job.id,
          created_at: download.now,
        })
        .execute()
      for (let i = 0; i < items.length; i += ITEM_INSERT_CHUNK) {
        await trx
          .insertInto('download_items')
          .values(items.slice(i, i + ITEM_INSERT_CHUNK))
          .execute()
      }
    },

    async get(queueId: string): Promise<DownloadRow | undefined> {
      return db.selectFrom('downloads').selectAll().where('queue_id', '=', queueId).executeTakeFirst()
    },

    /** A customer's downloads that still have something to show, oldest first. */
    async listShown(customerId: string): Promise<DownloadRow[]> {
      return db
        .selectFrom('downloads')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('state', '!=', 'expired')
        .orderBy('created_at')
        .orderBy('queue_id')
        .execute()
    },

    async errorIds(queueIds: string[]): Promise<Map<string, string[]>> {
      const errors = new Map<string, string[]>(queueIds.map((id) => [id, []]))
      if (queueIds.length === 0) return errors
      const rows = await db
        .selectFrom('download_items')
        .select(['queue_id', 'document_id'])
        .where('queue_id', 'in', queueIds)
        .where('state', '=', 'error')
        .orderBy('queue_id')
        .orderBy('position')
        .execute()
      for (const row of rows) errors.get(row.queue_id)?.push(row.document_id)
      return errors
    },

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
    async setState(queueId: string, state: DownloadState, changes: Partial<DownloadRow> = {}) {
      const result = await db
        .updateTable('downloads')
        .set({ ...changes, state })
        .where('queue_id', '=', queueId)
        .where('state', 'in', ['queued', 'building'])
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    /** Ends a download from any state but expired; the file and the status live on until expiresAt. */
    async cancel(queueId: string, now = nowSeconds()) {
      await db
        .updateTable('downloads')
        .set({ state: 'cancelled', size: null, etag: null, completed_at: now, expires_at: now + DOWNLOAD_TTL_SECONDS })
        .where('queue_id', '=', queueId)
        .where('state', 'in', ['queued', 'building', 'ready'])
        .execute()
    },

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

export type DownloadRepository = ReturnType<typeof createDownloadRepository>

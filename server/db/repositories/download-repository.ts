import type { Selectable, Transaction } from 'kysely'
import { DOWNLOAD_TTL_SECONDS, RUNNING_DOWNLOAD_STATES } from '../../../src/shared/contracts/downloads-constants'
import type { Db } from '../connect'
import type { Database } from '../schema'
import { createDownloadExpiryQueries } from './download-expiry-queries'
import { createDownloadProgressQueries } from './download-progress-queries'

export const DOCUMENT_ZIP_JOB_KIND = 'document-zip'

export type DownloadRow = Selectable<Database['downloads']>

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

/** What the routes ask: the limit, a new download, its status, a cancel. */
function createDownloadRequestQueries(db: Db) {
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
          payload: JSON.stringify({ queueId: download.queueId, customerId: download.customerId }),
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

    /** Ends a download from any state but expired; the file and the status live on until expiresAt. */
    async cancel(queueId: string, now = nowSeconds()) {
      await db
        .updateTable('downloads')
        .set({ state: 'cancelled', size: null, etag: null, completed_at: now, expires_at: now + DOWNLOAD_TTL_SECONDS })
        .where('queue_id', '=', queueId)
        .where('state', 'in', ['queued', 'building', 'ready'])
        .execute()
    },
  }
}

/** Everything the routes, the worker and the sweeper read and write about downloads. */
export function createDownloadRepository(db: Db) {
  return { ...createDownloadRequestQueries(db), ...createDownloadProgressQueries(db), ...createDownloadExpiryQueries(db) }
}

export type DownloadRepository = ReturnType<typeof createDownloadRepository>

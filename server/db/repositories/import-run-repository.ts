import type { Selectable } from 'kysely'
import type { Db } from '../connect'
import type { ImportTables } from '../schema-import'
import { createImportRunWrites } from './import-run-writes'

type RunRow = Selectable<ImportTables['import_runs']>

/** A run as the admin area lists it: the files one a line become a list, the counts JSON an object. */
function toRun(row: RunRow, now: number) {
  const end = row.finished_at ? Date.parse(row.finished_at) : now
  return {
    id: row.id,
    startedBy: row.started_by,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    source: row.source,
    format: row.format,
    files: row.files.split('\n').filter(Boolean),
    mode: row.mode,
    status: row.status,
    counts: JSON.parse(row.counts) as Record<string, number>,
    refused: row.refused,
    seconds: Math.max(0, Math.round((end - Date.parse(row.started_at)) / 1000)),
    message: row.message,
  }
}

/**
 * The catalogue import's runs and refused rows: what the import service writes while a run goes
 * (./import-run-writes.ts: claim, lease, progress, end) and what the admin area reads and asks of it
 * (the list, one run's progress, the report, a cancel).
 */
export function createImportRunRepository(db: Db) {
  return {
    ...createImportRunWrites(db),
    async list(options: { page: number; pageSize: number }, now = Date.now()) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('import_runs')
          .selectAll()
          .orderBy('started_at', 'desc')
          .orderBy('id')
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize)
          .execute(),
        db
          .selectFrom('import_runs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ])
      return { total: Number(count.n), items: rows.map((row) => toRun(row, now)) }
    },

    async byId(runId: string, now = Date.now()) {
      const row = await db.selectFrom('import_runs').selectAll().where('id', '=', runId).executeTakeFirst()
      return row ? { ...toRun(row, now), phase: row.phase, processed: row.processed, total: row.total } : undefined
    },

    /**
     * Asks a running import to stop at its next step. Refused once it switches the catalogue: that
     * step is one transaction that ends in moments, and stopping inside it would change nothing anyway.
     */
    async requestCancel(runId: string, by: string): Promise<'requested' | 'switching' | 'not-running'> {
      const result = await db
        .updateTable('import_runs')
        .set({ cancelled_by: by })
        .where('id', '=', runId)
        .where('status', '=', 'running')
        .where('phase', '!=', 'switching')
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) > 0) return 'requested'
      const row = await db.selectFrom('import_runs').select('status').where('id', '=', runId).executeTakeFirst()
      return row?.status === 'running' ? 'switching' : 'not-running'
    },

    /** Refused rows in source order, from `afterSeq` on: the report reads them in batches. */
    async refusals(runId: string, options: { limit: number; afterSeq?: number }) {
      return db
        .selectFrom('import_refusals')
        .select(['seq', 'file', 'at', 'field', 'code', 'reason'])
        .where('run_id', '=', runId)
        .where('seq', '>', options.afterSeq ?? -1)
        .orderBy('seq')
        .limit(options.limit)
        .execute()
    },

    /** A run that still holds its lease (`lease_until`, ms): another import may not start beside it. */
    async running(now = Date.now()) {
      return db
        .selectFrom('import_runs')
        .select(['id', 'started_at'])
        .where('status', '=', 'running')
        .where('lease_until', '>', now)
        .executeTakeFirst()
    },
  }
}

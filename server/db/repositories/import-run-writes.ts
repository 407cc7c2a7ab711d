import type { Db } from '../connect'
import { LEASE, newLeaseToken } from '../lease'
import type { ImportTables } from '../schema-import'

type Run = ImportTables['import_runs']
export type NewImportRun = Pick<Run, 'id' | 'mode' | 'source' | 'format' | 'files' | 'started_by'>
export type RefusalRow = Omit<ImportTables['import_refusals'], 'run_id' | 'seq'>

/** The refused rows kept with a run; the run counts them all. */
export const KEPT_REFUSALS = 10_000

const leaseEnd = () => Date.now() + LEASE.seconds * 1000

/**
 * The writing half of the import-run repository (./import-run-repository.ts), the import service's
 * bookkeeping of a run: claim (at most one running, by a unique index over
 * running rows, whichever instance asks), progress, lease renewal and the end with its refused rows.
 * A run whose lease ran out (its process was killed) is ended as failed by the next claim.
 */
export function createImportRunWrites(db: Db) {
  return {
    /** The new run's lease token, or the id of the run that is still going. */
    async claim(run: NewImportRun): Promise<{ token: string } | { busyWith: string }> {
      const now = new Date().toISOString()
      await db
        .updateTable('import_runs')
        .set({
          status: 'failed',
          finished_at: now,
          message:
            'The import stopped before it ended (its server was stopped). A full import changed nothing; a delta kept the batches it had applied.',
        })
        .where('status', '=', 'running')
        .where('lease_until', '<', Date.now())
        .execute()
      const token = newLeaseToken()
      try {
        // In a savepoint: inside a caller's transaction (the integration API's) a refused insert must not abort it.
        await db.transaction().execute((trx) =>
          trx
            .insertInto('import_runs')
            .values({
              ...run,
              started_at: now,
              finished_at: null,
              status: 'running',
              phase: 'reading',
              processed: 0,
              total: null,
              counts: '{}',
              refused: 0,
              message: null,
              lease_token: token,
              lease_until: leaseEnd(),
            })
            .execute(),
        )
        return { token }
      } catch (error) {
        const running = await db.selectFrom('import_runs').select('id').where('status', '=', 'running').executeTakeFirst()
        if (running) return { busyWith: running.id }
        throw error
      }
    },
    async renew(id: string, token: string): Promise<boolean> {
      const result = await db
        .updateTable('import_runs')
        .set({ lease_until: leaseEnd() })
        .where('id', '=', id)
        .where('lease_token', '=', token)
        .where('status', '=', 'running')
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },
    /** Who asked to cancel the run, if anyone did. */
    async cancelledBy(id: string): Promise<string | null> {
      const row = await db.selectFrom('import_runs').select('cancelled_by').where('id', '=', id).executeTakeFirst()
      return row?.cancelled_by ?? null
    },
    async progress(id: string, progress: { phase: string; processed: number; total: number | null }) {
      await db.updateTable('import_runs').set(progress).where('id', '=', id).where('status', '=', 'running').execute()
    },
    async finish(
      id: string,
      end: Pick<Run, 'status' | 'message'> & { counts: Record<string, number>; refused: number; refusals: RefusalRow[] },
    ) {
      await db.transaction().execute(async (trx) => {
        const kept = end.refusals.slice(0, KEPT_REFUSALS).map((row, seq) => ({ ...row, run_id: id, seq }))
        for (let at = 0; at < kept.length; at += 500)
          await trx
            .insertInto('import_refusals')
            .values(kept.slice(at, at + 500))
            .execute()
        await trx
          .updateTable('import_runs')
          .set({
            status: end.status,
            message: end.message,
            counts: JSON.stringify(end.counts),
            refused: end.refused,
            finished_at: new Date().toISOString(),
            lease_token: null,
            lease_until: null,
          })
          .where('id', '=', id)
          .execute()
      })
    },
  }
}

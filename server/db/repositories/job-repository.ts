import { sql } from 'kysely'
import type { Db } from '../connect'
import { isPostgresDb } from '../dialect'

export type Job = { id: number; kind: string; payload: unknown; attempts: number }

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * On PostgreSQL several instances share the queue: a job taken is leased (its run_after moved this
 * far ahead), so no other instance takes it; done or failed ends the lease, and the job of an
 * instance that died runs elsewhere once the lease is over. On SQLite one process owns the queue,
 * and a restart runs what it was doing at once.
 */
export const JOB_LEASE_SECONDS = 15 * 60

const toJob = (row: { id: number; kind: string; payload: string; attempts: number }): Job => ({
  id: row.id,
  kind: row.kind,
  payload: JSON.parse(row.payload),
  attempts: row.attempts,
})

/** Background work persisted in the database, so a restart loses none (DESIGN.md). Pass a transaction to enqueue with the data it belongs to. */
export function createJobRepository(db: Db) {
  return {
    async enqueue(kind: string, payload: unknown, now = nowSeconds()) {
      await db
        .insertInto('jobs')
        .values({ kind, payload: JSON.stringify(payload), state: 'pending', attempts: 0, run_after: now, created_at: now })
        .execute()
    },

    /** Due jobs of one kind: each worker takes only its own, so other kinds can share the table. */
    async due(kind: string, limit = 20, now = nowSeconds()): Promise<Job[]> {
      const rows = await db
        .selectFrom('jobs')
        .select(['id', 'kind', 'payload', 'attempts'])
        .where('kind', '=', kind)
        .where('state', '=', 'pending')
        .where('run_after', '<=', now)
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows.map(toJob)
    },

    /**
     * Takes due jobs of one kind to run now. On PostgreSQL the rows are locked with FOR UPDATE SKIP
     * LOCKED and leased in the same statement, so two instances never take the same job.
     */
    async take(kind: string, limit = 20, now = nowSeconds()): Promise<Job[]> {
      if (!isPostgresDb(db)) return this.due(kind, limit, now)
      const { rows } = await sql<{ id: number; kind: string; payload: string; attempts: number }>`
        UPDATE jobs SET run_after = ${now + JOB_LEASE_SECONDS}
         WHERE id IN (SELECT id FROM jobs WHERE kind = ${kind} AND state = 'pending' AND run_after <= ${now}
                       ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, payload, attempts`.execute(db)
      return rows.map(toJob).sort((a, b) => a.id - b.id)
    },

    /** Leases one job that `due` listed; false when another instance took it first (always true on SQLite). */
    async claim(id: number, now = nowSeconds()): Promise<boolean> {
      if (!isPostgresDb(db)) return true
      const result = await db
        .updateTable('jobs')
        .set({ run_after: now + JOB_LEASE_SECONDS })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .where('run_after', '<=', now)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Ends the lease of a job left unfinished on purpose (a shutdown), so it is due again at once. */
    async release(id: number, now = nowSeconds()) {
      await db.updateTable('jobs').set({ run_after: now }).where('id', '=', id).where('state', '=', 'pending').execute()
    },

    async markDone(id: number) {
      await db.updateTable('jobs').set({ state: 'done', last_error: null }).where('id', '=', id).execute()
    },

    /** Retries with a growing pause; after `maxAttempts` the job stays 'failed' for a person to look at. */
    async markFailed(id: number, attempts: number, error: string, maxAttempts: number, now = nowSeconds()) {
      await db
        .updateTable('jobs')
        .set({
          attempts,
          last_error: error.slice(0, 2000),
          state: attempts >= maxAttempts ? 'failed' : 'pending',
          run_after: now + Math.min(3600, 2 ** attempts * 5),
        })
        .where('id', '=', id)
        .execute()
    },

    async countPending() {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 'pending')
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
  }
}

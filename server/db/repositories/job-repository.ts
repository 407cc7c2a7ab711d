import { sql } from 'kysely'
import type { Db } from '../connect'
import { isPostgresDb } from '../dialect'
import { LEASE, newLeaseToken } from '../lease'

export type Job = {
  id: number
  kind: string
  payload: unknown
  attempts: number
  /** The lease's owner token while this process holds the job (PostgreSQL); null on SQLite, where one process owns the queue. */
  lease: string | null
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

type Row = { id: number; kind: string; payload: string; attempts: number; lease_token: string | null }

const toJob = (row: Row): Job => ({
  id: row.id,
  kind: row.kind,
  payload: JSON.parse(row.payload),
  attempts: row.attempts,
  lease: row.lease_token,
})

type LeaseOptions = { leaseSeconds?: number; now?: number }

/**
 * Background work persisted in the database, so a restart loses none (DESIGN.md). Pass a transaction to enqueue with the data it belongs to.
 *
 * On PostgreSQL several instances share the queue: a job taken is leased to a token (its run_after
 * moved LEASE.seconds ahead), the owner renews the lease while it works (server/db/lease.ts), and done,
 * failed or released ends it. A job whose owner died is due again once the lease ran out, and its new
 * owner's token makes every later write of the old owner a no-op. On SQLite one process owns the queue,
 * and a restart runs what it was doing at once.
 */
export function createJobRepository(db: Db) {
  /** Only the lease's owner may change a leased job; on SQLite (no lease) the id alone names it. */
  const held = (job: Pick<Job, 'id' | 'lease'>) =>
    db
      .updateTable('jobs')
      .where('id', '=', job.id)
      .where('state', '=', 'pending')
      .$if(job.lease !== null, (qb) => qb.where('lease_token', '=', job.lease))

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
      return rows.map((row) => toJob({ ...row, lease_token: null }))
    },

    /**
     * Takes due jobs of one kind to run now. On PostgreSQL the rows are locked with FOR UPDATE SKIP
     * LOCKED and leased to one new token in the same statement, so two instances never take the same job.
     */
    async take(
      kind: string,
      limit = 20,
      { leaseSeconds = LEASE.seconds, now = nowSeconds() }: LeaseOptions = {},
    ): Promise<Job[]> {
      if (!isPostgresDb(db)) return this.due(kind, limit, now)
      const { rows } = await sql<Row>`
        UPDATE jobs SET run_after = ${now + leaseSeconds}, lease_token = ${newLeaseToken()}
         WHERE id IN (SELECT id FROM jobs WHERE kind = ${kind} AND state = 'pending' AND run_after <= ${now}
                       ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, payload, attempts, lease_token`.execute(db)
      return rows.map(toJob).sort((a, b) => a.id - b.id)
    },

    /** Leases one job that `due` listed; null when another instance took it first (on SQLite the job itself). */
    async claim(job: Job, { leaseSeconds = LEASE.seconds, now = nowSeconds() }: LeaseOptions = {}): Promise<Job | null> {
      if (!isPostgresDb(db)) return job
      const lease = newLeaseToken()
      const result = await db
        .updateTable('jobs')
        .set({ run_after: now + leaseSeconds, lease_token: lease })
        .where('id', '=', job.id)
        .where('state', '=', 'pending')
        .where('run_after', '<=', now)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1 ? { ...job, lease } : null
    },

    /**
     * Moves the end of every pending job leased to this token ahead; false when none is left (all done,
     * or taken over after the lease ran out: then the old owner must not win it back).
     */
    async renew(lease: string, { leaseSeconds = LEASE.seconds, now = nowSeconds() }: LeaseOptions = {}): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ run_after: now + leaseSeconds })
        .where('lease_token', '=', lease)
        .where('state', '=', 'pending')
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    /** Ends the lease of a job left unfinished on purpose (a shutdown), so it is due again at once. */
    async release(job: Job, now = nowSeconds()) {
      await held(job).set({ run_after: now, lease_token: null }).execute()
    },

    async markDone(job: Job) {
      await held(job).set({ state: 'done', last_error: null, lease_token: null }).execute()
    },

    /** Retries with a growing pause; after `maxAttempts` the job stays 'failed' for a person to look at. */
    async markFailed(job: Job, attempts: number, error: string, maxAttempts: number, now = nowSeconds()) {
      await held(job)
        .set({
          attempts,
          last_error: error.slice(0, 2000),
          state: attempts >= maxAttempts ? 'failed' : 'pending',
          run_after: now + Math.min(3600, 2 ** attempts * 5),
          lease_token: null,
        })
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

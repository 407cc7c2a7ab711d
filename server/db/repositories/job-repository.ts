import type { Db } from '../connect'

export type Job = { id: number; kind: string; payload: unknown; attempts: number }

const nowSeconds = () => Math.floor(Date.now() / 1000)

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
      return rows.map((row) => ({ id: row.id, kind: row.kind, payload: JSON.parse(row.payload), attempts: row.attempts }))
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

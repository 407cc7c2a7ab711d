import type { Selectable } from 'kysely'
import type { AdminJob } from '../../src/shared/contracts/admin'
import type { JobState } from '../../src/shared/contracts/admin-constants'
import type { Db } from '../db/connect'
import type { CartTables } from '../db/schema-cart'

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

const columns = ['id', 'kind', 'state', 'attempts', 'run_after', 'created_at', 'last_error'] as const

type JobRow = Pick<Selectable<CartTables['jobs']>, (typeof columns)[number]>

function toJob(row: JobRow): AdminJob {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    runAfter: iso(row.run_after),
    createdAt: iso(row.created_at),
    lastError: row.last_error,
  }
}

/** Jobs (ERP outbox, order mails, downloads) newest first, with how many wait, failed and are done. */
export async function listJobs(db: Db, filter: { state?: JobState | undefined; page: number; pageSize: number }) {
  let query = db.selectFrom('jobs')
  if (filter.state) query = query.where('state', '=', filter.state)
  const [rows, count, byState] = await Promise.all([
    query
      .select(columns)
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('jobs')
      .select((eb) => ['state', eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute(),
  ])
  const counts = { pending: 0, failed: 0, done: 0 }
  for (const row of byState) counts[row.state] = Number(row.n)
  return { total: Number(count.n), items: rows.map(toJob), counts }
}

export async function jobById(db: Db, id: number): Promise<AdminJob | undefined> {
  const row = await db.selectFrom('jobs').select(columns).where('id', '=', id).executeTakeFirst()
  return row ? toJob(row) : undefined
}

export class RetryRefused extends Error {
  constructor(readonly status: 404 | 409) {
    super(`retry refused: ${status}`)
  }
}

/** A failed job starts over (attempts 0); a waiting one runs now instead of after its pause. Done stays done. */
export async function retryJob(db: Db, job: AdminJob, now = Math.floor(Date.now() / 1000)) {
  if (job.state === 'done') throw new RetryRefused(409)
  await db
    .updateTable('jobs')
    .set({ state: 'pending', run_after: now, ...(job.state === 'failed' ? { attempts: 0 } : {}) })
    .where('id', '=', job.id)
    .execute()
}

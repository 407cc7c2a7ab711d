import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../checkout/cart-test-kit'
import { createJobRepository } from '../db/repositories/job-repository'
import { testDatabaseUrl } from '../test/postgres-test-database'
import { createJobRunner } from './job-runner'

/**
 * Job leases on PostgreSQL, where several instances share the queue (server/db/lease.ts). Two runners
 * over one database stand for two instances. On SQLite one process owns the queue and nothing is
 * leased, so these run in the PostgreSQL pass (TEST_DATABASE_URL) only.
 */
let t: CartTestApp
beforeAll(async () => {
  t = await buildCartTestApp(200)
})
afterAll(() => t.close())

const quiet = { warn: () => {}, error: () => {} }
/** Short enough for a test; whole seconds, because leases end on the second (2 s leaves a renewal's margin). */
const SHORT = { seconds: 2, renewEveryMs: 200 }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let kinds = 0

/** A job of a kind of its own, and a runner per "instance" whose handler records who ran it. */
async function setUp() {
  const kind = `lease-test-${++kinds}`
  await createJobRepository(t.app.db).enqueue(kind, {})
  const ran: string[] = []
  let finishFirst = (_ok: boolean) => {}
  const firstDone = new Promise<boolean>((resolve) => {
    finishFirst = resolve
  })
  const runner = (name: string, lease: typeof SHORT, handle: () => Promise<void>) =>
    createJobRunner(t.app.db, quiet, {
      kind,
      label: name,
      lease,
      handle: async () => {
        ran.push(name)
        await handle()
      },
    })
  const stateOf = async () =>
    await t.app.db.selectFrom('jobs').select(['state', 'attempts']).where('kind', '=', kind).executeTakeFirstOrThrow()
  /** Starts the first instance's runner and waits until it holds the job. */
  const startFirst = async (first: { kick(): void }) => {
    first.kick()
    for (let waited = 0; waited < 10_000 && !ran.includes('first'); waited += 20) await sleep(20)
  }
  return { kind, ran, finishFirst, firstDone, runner, stateOf, startFirst }
}

/** Kicks `runner` every 100 ms for `ms`, as the instance's poll timer would. */
async function keepKicking(runner: { kick(): void }, ms: number) {
  for (let waited = 0; waited < ms; waited += 100) {
    runner.kick()
    await sleep(100)
  }
}

describe.skipIf(!testDatabaseUrl)('job leases with two instances', () => {
  it('a job whose owner stops renewing is taken over once the lease has ended, and the old owner changes nothing', async () => {
    const job = await setUp()
    // The first instance takes the job and then goes silent: it never renews (as if it had died).
    const silent = job.runner('first', { seconds: SHORT.seconds, renewEveryMs: 3_600_000 }, async () => {
      if (!(await job.firstDone)) throw new Error('the first owner gives up late')
    })
    await job.startFirst(silent)
    let finishSecond = () => {}
    const secondDone = new Promise<void>((resolve) => {
      finishSecond = resolve
    })
    const second = job.runner('second', SHORT, () => secondDone)
    for (let waited = 0; waited < 10_000 && !job.ran.includes('second'); waited += 100) {
      second.kick()
      await sleep(100)
    }
    expect(job.ran).toEqual(['first', 'second'])

    // The old owner finishing late (here: failing) changes nothing of the job another instance now holds.
    job.finishFirst(false)
    await silent.drain()
    expect(await job.stateOf()).toEqual({ state: 'pending', attempts: 0 })
    finishSecond()
    await second.drain()
    expect(await job.stateOf()).toEqual({ state: 'done', attempts: 0 })
  })

  it('a live job keeps its lease past the lease time: no other instance runs it, and renewal stops with the work', async () => {
    const job = await setUp()
    const live = job.runner('first', SHORT, async () => {
      await job.firstDone
    })
    await job.startFirst(live)
    const second = job.runner('second', SHORT, async () => {})
    await keepKicking(second, 3 * SHORT.seconds * 1000)
    expect(job.ran).toEqual(['first'])

    job.finishFirst(true)
    await live.drain()
    await second.drain()
    expect(job.ran).toEqual(['first'])
    expect(await job.stateOf()).toEqual({ state: 'done', attempts: 0 })
    const { lease_token: lease } = await t.app.db
      .selectFrom('jobs')
      .select('lease_token')
      .where('kind', '=', job.kind)
      .executeTakeFirstOrThrow()
    expect(lease).toBeNull()
  })

  it('a renewal with another owner token extends nothing', async () => {
    const jobs = createJobRepository(t.app.db)
    const { kind } = await setUp()
    const start = Math.floor(Date.now() / 1000)
    const [taken] = await jobs.take(kind, 20, { now: start })
    expect(taken?.lease).toEqual(expect.any(String))
    // The lease ran out and another instance took the job over.
    const [takenOver] = await jobs.take(kind, 20, { now: start + 20 })
    expect(takenOver?.id).toBe(taken?.id)
    expect(await jobs.renew(taken?.lease as string, { now: start + 21 })).toBe(false)
    expect(await jobs.take(kind, 20, { now: start + 39 })).toEqual([])
    expect(await jobs.renew(takenOver?.lease as string, { now: start + 39 })).toBe(true)
    expect(await jobs.take(kind, 20, { now: start + 58 })).toEqual([])
  })
})

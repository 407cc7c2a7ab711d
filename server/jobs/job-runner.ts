import type { Db } from '../db/connect'
import { keepRenewing, LEASE, type LeaseTiming } from '../db/lease'
import { createJobRepository, type Job } from '../db/repositories/job-repository'

export type JobLog = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void }

export type JobRunner = {
  /** Runs the due jobs now (after the transaction that wrote one committed); runs never overlap. */
  kick(): void
  /** Resolves when the current run (if any) and one more pass have finished; tests and shutdown wait on it. */
  drain(): Promise<void>
}

type JobKind = {
  kind: string
  /** Does the job's work; a throw counts as a failed attempt. */
  handle: (payload: unknown) => Promise<void>
  /** What the log calls this kind of job. */
  label: string
  maxAttempts?: number
  /** Runs once before the first pass, e.g. to clean up what a crash left. */
  recover?: () => Promise<void>
  /** Tests shorten the lease (server/db/lease.ts). */
  lease?: LeaseTiming
}

/**
 * One loop for every kind of background job (ERP export, order mail): jobs are rows written in the
 * transaction of the change that needs them, so they survive a restart (the runner starts on boot);
 * a failed attempt is retried with a growing pause (job repository), and a job that failed for good
 * is logged at error level — it needs a person. A pass takes batches until nothing is due, so a
 * backlog left by a restart drains at once.
 */
export function createJobRunner(db: Db, log: JobLog, job: JobKind): JobRunner {
  const jobs = createJobRepository(db)
  const maxAttempts = job.maxAttempts ?? 10
  let running: Promise<void> = Promise.resolve()
  let recovered = false
  const timing = job.lease ?? LEASE
  const take = () => jobs.take(job.kind, 20, { leaseSeconds: timing.seconds })

  async function runDue() {
    if (!recovered) {
      await job.recover?.()
      recovered = true
    }
    // A failed job moves its run_after into the future, so every pass takes new jobs and this ends.
    for (let batch = await take(); batch.length > 0; batch = await take()) {
      // The batch shares one lease, renewed until its last job is finished (PostgreSQL only).
      const lease = batch[0]?.lease
      const stopRenewing = lease
        ? keepRenewing(
            () => jobs.renew(lease, { leaseSeconds: timing.seconds }),
            timing.renewEveryMs,
            (error) => log.warn({ err: error }, `${job.label}: lease renewal failed`),
          )
        : () => {}
      try {
        for (const due of batch) await runOne(due)
      } finally {
        stopRenewing()
      }
    }
  }

  async function runOne(due: Job) {
    try {
      await job.handle(due.payload)
      await jobs.markDone(due)
    } catch (error) {
      const attempts = due.attempts + 1
      await jobs.markFailed(due, attempts, String(error), maxAttempts)
      if (attempts >= maxAttempts) log.error({ err: error, jobId: due.id, attempts }, `${job.label} failed for good`)
      else log.warn({ err: error, jobId: due.id, attempts }, `${job.label} failed, will retry`)
    }
  }

  const enqueueRun = () => {
    running = running.then(runDue).catch((error) => log.warn({ err: error }, `${job.label} run failed`))
    return running
  }
  return { kick: () => void enqueueRun(), drain: enqueueRun }
}

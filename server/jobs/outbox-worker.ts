import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../db/connect'
import { createJobRepository, type Job } from '../db/repositories/job-repository'
import { createOrderRepository } from '../db/repositories/order-repository'
import { removeTemporaryFiles, writeDurably } from './write-durably'

export const OUTBOX_JOB_KIND = 'erp-export-order'
const MAX_ATTEMPTS = 10

export type OutboxWorker = {
  /** Runs the due jobs now (after an order commits); runs never overlap. */
  kick(): void
  /** Resolves when the current run (if any) and one more pass have finished; tests and shutdown wait on it. */
  drain(): Promise<void>
}

type OutboxLog = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void }

/**
 * The ERP export: one JSON file per order under DATA_DIR/outbox/{orderNumber}.json, written from the
 * jobs table after the order's transaction committed. Jobs survive a restart (the worker runs on
 * start), a failed write is retried with a growing pause. A job counts as done only once its files
 * are on disk (writeDurably); a run takes batches until nothing is due, so a backlog left by a
 * restart drains at once instead of one batch per retry tick.
 */
export function createOutboxWorker(db: Db, dataDir: string, log: OutboxLog): OutboxWorker {
  const jobs = createJobRepository(db)
  const orders = createOrderRepository(db)
  const outboxDir = path.join(dataDir, 'outbox')
  let running: Promise<void> = Promise.resolve()
  let recovered = false

  async function exportOrders(payload: unknown) {
    const numbers = (payload as { orderNumbers?: unknown }).orderNumbers
    if (!Array.isArray(numbers)) throw new Error('job payload without orderNumbers')
    await fs.mkdir(outboxDir, { recursive: true })
    for (const order of await orders.list(null, numbers.map(String))) {
      await writeDurably(path.join(outboxDir, `${order.orderNumber}.json`), `${JSON.stringify({ format: 1, order }, null, 2)}\n`)
    }
  }

  async function runJob(job: Job) {
    try {
      await exportOrders(job.payload)
      await jobs.markDone(job.id)
    } catch (error) {
      const attempts = job.attempts + 1
      await jobs.markFailed(job.id, attempts, String(error), MAX_ATTEMPTS)
      // A job failed for good needs a person: the ERP never gets this order by itself.
      if (attempts >= MAX_ATTEMPTS) log.error({ err: error, jobId: job.id, attempts }, 'outbox job failed for good')
      else log.warn({ err: error, jobId: job.id, attempts }, 'outbox job failed, will retry')
    }
  }

  async function runDue() {
    if (!recovered) {
      const removed = await removeTemporaryFiles(outboxDir)
      if (removed > 0) log.warn({ removed }, 'outbox: removed temporary files left by a crash')
      recovered = true
    }
    // A failed job moves its run_after into the future, so every pass takes new jobs and this ends.
    for (let batch = await jobs.due(OUTBOX_JOB_KIND); batch.length > 0; batch = await jobs.due(OUTBOX_JOB_KIND)) {
      for (const job of batch) await runJob(job)
    }
  }

  const enqueueRun = () => {
    running = running.then(runDue).catch((error) => log.warn({ err: error }, 'outbox run failed'))
    return running
  }

  return {
    kick() {
      void enqueueRun()
    },
    drain() {
      return enqueueRun()
    },
  }
}

import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../db/connect'
import { createJobRepository } from '../db/repositories/job-repository'
import { createOrderRepository } from '../db/repositories/order-repository'

export const OUTBOX_JOB_KIND = 'erp-export-order'
const MAX_ATTEMPTS = 10

export type OutboxWorker = {
  /** Runs the due jobs now (after an order commits); runs never overlap. */
  kick(): void
  /** Resolves when the current run (if any) and one more pass have finished; tests and shutdown wait on it. */
  drain(): Promise<void>
}

/** Written to a temporary name and renamed, so the ERP's file watcher never reads half a file. */
async function writeAtomically(file: string, content: string) {
  const temporary = `${file}.tmp-${process.pid}`
  await fs.writeFile(temporary, content)
  await fs.rename(temporary, file)
}

/**
 * The ERP export: one JSON file per order under DATA_DIR/outbox/{orderNumber}.json, written from the
 * jobs table after the order's transaction committed. Jobs survive a restart (the worker runs on
 * start), a failed write is retried with a growing pause.
 */
export function createOutboxWorker(db: Db, dataDir: string, log: { warn: (obj: object, msg: string) => void }): OutboxWorker {
  const jobs = createJobRepository(db)
  const orders = createOrderRepository(db)
  const outboxDir = path.join(dataDir, 'outbox')
  let running: Promise<void> = Promise.resolve()

  async function exportOrders(payload: unknown) {
    const numbers = (payload as { orderNumbers?: unknown }).orderNumbers
    if (!Array.isArray(numbers)) throw new Error('job payload without orderNumbers')
    await fs.mkdir(outboxDir, { recursive: true })
    for (const order of await orders.list(null, numbers.map(String))) {
      await writeAtomically(
        path.join(outboxDir, `${order.orderNumber}.json`),
        `${JSON.stringify({ format: 1, order }, null, 2)}\n`,
      )
    }
  }

  async function runDue() {
    for (const job of await jobs.due(OUTBOX_JOB_KIND)) {
      try {
        await exportOrders(job.payload)
        await jobs.markDone(job.id)
      } catch (error) {
        log.warn({ err: error, jobId: job.id }, 'outbox job failed')
        await jobs.markFailed(job.id, job.attempts + 1, String(error), MAX_ATTEMPTS)
      }
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

import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../db/connect'
import { createOrderRepository } from '../db/repositories/order-repository'
import { createJobRunner, type JobLog, type JobRunner } from './job-runner'
import { removeTemporaryFiles, writeDurably } from './write-durably'

export const OUTBOX_JOB_KIND = 'erp-export-order'

export type OutboxWorker = JobRunner

/**
 * The ERP export: one JSON file per order under DATA_DIR/outbox/{orderNumber}.json, written from the
 * jobs table after the order's transaction committed. A job counts as done only once its files are
 * on disk (writeDurably); temporary files a crash left behind are removed before the first pass.
 */
export function createOutboxWorker(db: Db, dataDir: string, log: JobLog): OutboxWorker {
  const orders = createOrderRepository(db)
  const outboxDir = path.join(dataDir, 'outbox')

  async function exportOrders(payload: unknown) {
    const numbers = (payload as { orderNumbers?: unknown }).orderNumbers
    if (!Array.isArray(numbers)) throw new Error('job payload without orderNumbers')
    await fs.mkdir(outboxDir, { recursive: true })
    for (const order of await orders.list(null, numbers.map(String))) {
      await writeDurably(path.join(outboxDir, `${order.orderNumber}.json`), `${JSON.stringify({ format: 1, order }, null, 2)}\n`)
    }
  }

  return createJobRunner(db, log, {
    kind: OUTBOX_JOB_KIND,
    label: 'outbox job',
    handle: exportOrders,
    async recover() {
      const removed = await removeTemporaryFiles(outboxDir)
      if (removed > 0) log.warn({ removed }, 'outbox: removed temporary files left by a crash')
    },
  })
}

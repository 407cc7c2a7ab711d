import type { Db } from '../../db/connect'
import { isPostgresDb } from '../../db/dialect'
import { keepRenewing, LEASE, type LeaseTiming } from '../../db/lease'
import { createWebhookDeliveryRepository, type TakenDelivery } from '../../db/repositories/webhook-delivery-repository'
import type { JobLog } from '../../jobs/job-runner'
import { nextStep } from './retry-schedule'
import { sendWebhook } from './send-webhook'

export type WebhookWorkerOptions = {
  /** How long a receiver has to answer (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number
  /**
   * The clock of the retry schedule in milliseconds; tests move it forward instead of waiting hours. The
   * signature's webhook-timestamp is always the real time of sending (receivers check it against theirs).
   */
  clock?: () => number
  /** Pauses before each retry in seconds; WEBHOOK_RETRY_PAUSES unless a test shortens them. */
  retryPauses?: readonly number[]
  lease?: LeaseTiming
}

export type WebhookWorker = {
  /** Sends what is due now (after the commit that wrote an event, and on the poll); passes never overlap. */
  kick(): void
  /** Resolves when the current pass (if any) and one more have finished. */
  drain(): Promise<void>
  /** Shutdown: cuts the sends in flight short (they are due again at once, same webhook-id) and waits. */
  close(): Promise<void>
}

const BATCH = 20

/**
 * Delivers webhooks from the outbox tables (record-webhook-event.ts). Each pass takes due deliveries
 * in leased batches and sends a batch's deliveries side by side; an attempt is logged with its answer,
 * and a failure waits for the next pause of the retry schedule until the last, then the delivery is
 * failed (logged at error level, and shown in the admin's log). At least once, under one id: a shop
 * that dies mid-send sends the same event again under the same webhook-id.
 */
export function createWebhookWorker(db: Db, log: JobLog, options: WebhookWorkerOptions): WebhookWorker {
  const deliveries = createWebhookDeliveryRepository(db)
  const clock = options.clock ?? Date.now
  const seconds = () => Math.floor(clock() / 1000)
  const timing = options.lease ?? LEASE
  const shutdown = new AbortController()
  let running: Promise<void> = Promise.resolve()
  let queued = false
  let recovered = false

  async function runDue() {
    queued = false
    if (!recovered) {
      // SQLite is one process: what a killed run held is due again now rather than when its lease ends.
      if (!isPostgresDb(db)) await deliveries.releaseAll(seconds())
      recovered = true
    }
    while (!shutdown.signal.aborted) {
      const batch = await deliveries.take(BATCH, { leaseSeconds: timing.seconds, now: seconds() })
      const lease = batch[0]?.lease
      if (!lease) return
      const stopRenewing = keepRenewing(
        () => deliveries.renew(lease, { leaseSeconds: timing.seconds, now: seconds() }),
        timing.renewEveryMs,
        (error) => log.warn({ err: error }, 'webhooks: lease renewal failed'),
      )
      try {
        await Promise.all(batch.map(deliver))
      } finally {
        stopRenewing()
      }
    }
  }

  async function deliver(delivery: TakenDelivery) {
    const target = await deliveries.target(delivery.id)
    // Disabled since it was taken: it waits (take() skips disabled endpoints); deleted: nothing is left to do.
    if (!target?.enabled || shutdown.signal.aborted) return deliveries.release(delivery, seconds())
    const attemptedAt = seconds()
    const outcome = await sendWebhook(target, { timeoutMs: options.timeoutMs, signal: shutdown.signal })
    if (outcome.interrupted) return deliveries.release(delivery, seconds())
    const attempt = delivery.attempts + 1
    const next = nextStep(attempt, outcome.delivered, seconds(), options.retryPauses)
    await deliveries.recordAttempt(delivery, { ...outcome, attemptedAt, manual: false }, next)
    const about = { deliveryId: delivery.id, webhookId: delivery.eventId, endpointId: delivery.endpointId, attempt }
    if (next.state === 'failed')
      log.error({ ...about, statusCode: outcome.statusCode, answer: outcome.answer }, 'webhook delivery failed for good')
    else if (next.state === 'pending')
      log.warn({ ...about, statusCode: outcome.statusCode }, 'webhook delivery failed, will retry')
  }

  const enqueueRun = () => {
    queued = true
    running = running.then(runDue).catch((error) => log.warn({ err: error }, 'webhooks: delivery pass failed'))
    return running
  }
  return {
    // A pass already waiting to start will see this kick's deliveries too.
    kick: () => void (queued ? running : enqueueRun()),
    drain: enqueueRun,
    async close() {
      shutdown.abort()
      await running
    },
  }
}

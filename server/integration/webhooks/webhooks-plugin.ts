import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { runWithApp } from '../../jobs/run-with-app'
import { createWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from './webhook-worker'

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhook delivery worker (issue 29); tests drain it. */
    webhooks: WebhookWorker & {
      /** Call from a change route that recorded an event: the worker runs once the change has committed. */
      kickAfterCommit(request: FastifyRequest): void
    }
  }
}

/** Looks for due retries, and for deliveries an instance that died left behind (their lease ran out). */
export const WEBHOOK_POLL_MS = 3_000

/** Tests shorten the clock, the pauses and the timeout; the shop takes the timeout from WEBHOOK_TIMEOUT_SECONDS. */
export type WebhooksPluginOptions = Partial<WebhookWorkerOptions>

/**
 * Starts and stops the webhook worker with the app. An idempotent change commits in onSend
 * (plugins/idempotency.ts), so the kick waits for the answer to be sent: on PostgreSQL a kick from
 * inside the handler would look before the commit and find nothing until the next poll.
 */
export const webhooksPlugin = fp<WebhooksPluginOptions>(async (app, options) => {
  const worker = createWebhookWorker(app.db, app.log, {
    timeoutMs: app.config.webhookTimeoutSeconds * 1000,
    ...options,
  })
  const waiting = new WeakSet<FastifyRequest>()
  app.decorate('webhooks', { ...worker, kickAfterCommit: (request: FastifyRequest) => void waiting.add(request) })
  app.addHook('onResponse', async (request) => {
    if (waiting.has(request)) worker.kick()
  })
  runWithApp(app, worker.kick, worker.close, WEBHOOK_POLL_MS)
})

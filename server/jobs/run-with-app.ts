import type { FastifyInstance } from 'fastify'
import { DUE_JOBS_POLL_MS } from '../db/lease'

/**
 * A background runner's life with the app: it runs once the app is ready (jobs left from before a
 * restart go out at once), again every `pollMs` (retries whose pause ended, another instance's jobs
 * whose lease ran out) and is stopped when the app closes.
 */
export function runWithApp(app: FastifyInstance, kick: () => void, stop: () => Promise<unknown>, pollMs = DUE_JOBS_POLL_MS) {
  app.addHook('onReady', async () => kick())
  const timer = setInterval(kick, pollMs)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await stop()
  })
}

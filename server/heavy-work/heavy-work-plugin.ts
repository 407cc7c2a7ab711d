import fp from 'fastify-plugin'
import { createHeavyWorkPool, type HeavyWorkPool } from './heavy-work-pool'

declare module 'fastify' {
  interface FastifyInstance {
    heavyWork: HeavyWorkPool
  }
}

/**
 * The worker-thread pool for PDFs, spreadsheets and ZIPs (heavy-work-pool.ts). Registered before the
 * download worker: onClose runs in reverse order, so building jobs stop before the threads go.
 */
export const heavyWorkPlugin = fp(async (app) => {
  const pool = createHeavyWorkPool()
  app.decorate('heavyWork', pool)
  app.addHook('onClose', () => pool.close())
})

import fp from 'fastify-plugin'
import { createCartPricingRepository } from '../db/repositories/cart-pricing-repository'
import { createOutboxWorker, type OutboxWorker } from '../jobs/outbox-worker'
import type { CartDeps } from './cart-service'
import type { PaymentProvider } from './payment-provider'

declare module 'fastify' {
  interface FastifyInstance {
    checkout: { deps: CartDeps; outbox: OutboxWorker; paymentProviders: PaymentProvider[] }
  }
}

const RETRY_INTERVAL_MS = 30_000

/** Wires cart and checkout: the catalogue adapter, the payment providers (none configured) and the ERP outbox worker. */
export const checkoutPlugin = fp(async (app) => {
  const outbox = createOutboxWorker(app.db, app.config.dataDir, app.log)
  app.decorate('checkout', {
    deps: { db: app.db, partsFor: createCartPricingRepository },
    outbox,
    paymentProviders: [],
  })
  // Jobs left from before a restart go out at once; failed writes are retried by the timer.
  app.addHook('onReady', async () => outbox.kick())
  const timer = setInterval(() => outbox.kick(), RETRY_INTERVAL_MS)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await outbox.drain()
  })
})

import fp from 'fastify-plugin'
import { DUE_JOBS_POLL_MS } from '../db/lease'
import { createCartPricingRepository } from '../db/repositories/cart-pricing-repository'
import { createOutboxWorker, type OutboxWorker } from '../jobs/outbox-worker'
import type { CartDeps } from './cart-service'
import { createOrderMailWorker, type OrderMailWorker } from './order-mail-worker'
import type { PaymentProvider } from './payment-provider'

declare module 'fastify' {
  interface FastifyInstance {
    checkout: { deps: CartDeps; outbox: OutboxWorker; orderMail: OrderMailWorker; paymentProviders: PaymentProvider[] }
  }
}

/** Wires cart and checkout: the catalogue adapter, the payment providers (none configured), the ERP outbox and the order-mail workers. */
export const checkoutPlugin = fp(async (app) => {
  const outbox = createOutboxWorker(app.db, app.config.dataDir, app.log)
  // The auth plugin decorates `mail` after this one is registered: reach it when a mail goes out.
  const orderMail = createOrderMailWorker(app.db, { send: (message) => app.mail.send(message) }, app.log)
  app.decorate('checkout', {
    deps: { db: app.db, partsFor: createCartPricingRepository, erpOrderFiles: app.config.erpOrderFiles },
    outbox,
    orderMail,
    paymentProviders: [],
  })
  const kickAll = () => {
    outbox.kick()
    orderMail.kick()
  }
  // Jobs left from before a restart go out at once; the timer retries failed writes and sends and
  // takes over the jobs of an instance that died (their lease ran out).
  app.addHook('onReady', async () => kickAll())
  const timer = setInterval(kickAll, DUE_JOBS_POLL_MS)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await Promise.all([outbox.drain(), orderMail.drain()])
  })
})

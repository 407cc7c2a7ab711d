import fp from 'fastify-plugin'
import { createCartPricingRepository } from '../db/repositories/cart-pricing-repository'
import { createOutboxWorker, type OutboxWorker } from '../jobs/outbox-worker'
import { runWithApp } from '../jobs/run-with-app'
import type { CartDeps } from './cart-service'
import { createOrderMailWorker, type OrderMailWorker } from './order-mail-worker'

declare module 'fastify' {
  interface FastifyInstance {
    checkout: {
      deps: CartDeps
      outbox: OutboxWorker
      orderMail: OrderMailWorker
      /** Wakes the ERP outbox and the order-mail workers: an order just committed (placed, or paid online). */
      kick: () => void
    }
  }
}

/** Wires cart and checkout: the catalogue adapter, the ERP outbox and the order-mail workers (payment: server/payments/payments-plugin.ts). */
export const checkoutPlugin = fp(async (app) => {
  const outbox = createOutboxWorker(app.db, app.config.dataDir, app.log)
  // The auth plugin decorates `mail` after this one is registered: reach it when a mail goes out.
  const orderMail = createOrderMailWorker(app.db, { send: (message) => app.mail.send(message) }, app.log)
  const kick = () => {
    outbox.kick()
    orderMail.kick()
  }
  app.decorate('checkout', {
    deps: { db: app.db, partsFor: createCartPricingRepository, erpOrderFiles: app.config.erpOrderFiles },
    outbox,
    orderMail,
    kick,
  })
  runWithApp(app, kick, () => Promise.all([outbox.drain(), orderMail.drain()]))
})

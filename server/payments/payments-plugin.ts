import fp from 'fastify-plugin'
import { createCartPricingRepository } from '../db/repositories/cart-pricing-repository'
import { runWithApp } from '../jobs/run-with-app'
import { buildProviders } from './build-providers'
import type { PaymentDeps } from './payment-deps'
import { runPaymentJobs } from './payment-jobs'

declare module 'fastify' {
  interface FastifyInstance {
    payments: { deps: PaymentDeps }
  }
}

const PAYMENT_JOB_MS = 60_000

/**
 * Online payment: the providers whose credentials are set (server/payment-config.ts), the payment
 * service's dependencies, and the payment job (at start and every minute). Registered after the
 * checkout and webhook plugins, whose workers it wakes when an order paid online committed.
 */
export const paymentsPlugin = fp(async (app) => {
  // PayPal shows the buyer whom they pay: the shop's name as its mails give it.
  const providers = buildProviders(app.config.payments, app.config.mailFrom.replace(/\s*<.*>$/, ''))
  const deps: PaymentDeps = {
    db: app.db,
    partsFor: createCartPricingRepository,
    erpOrderFiles: app.config.erpOrderFiles,
    providers: new Map(providers.map((provider) => [provider.id, provider])),
    publicUrl: app.config.publicUrl,
    pendingMinutes: app.config.payments.pendingMinutes,
    log: app.log,
    afterOrder: () => {
      app.checkout.kick()
      app.webhooks.kick()
    },
  }
  app.decorate('payments', { deps })
  let running: Promise<void> | null = null
  const kick = () => {
    if (running || providers.length === 0) return
    running = runPaymentJobs(deps)
      .catch((error) => app.log.error({ err: error }, 'payment job failed'))
      .finally(() => {
        running = null
      })
  }
  runWithApp(app, kick, async () => running, PAYMENT_JOB_MS)
})

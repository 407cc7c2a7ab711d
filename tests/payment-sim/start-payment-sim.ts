import Fastify from 'fastify'
import { registerPayoneSim } from './payone/register-payone-sim'
import { registerPaypalSim } from './paypal/register-paypal-sim'
import { SIM_CREDENTIALS } from './sim-payment-env'

export type PaymentSim = { url: string; close: () => Promise<void>; setShopUrl: (url: string) => void }

/**
 * One local server speaking both providers' protocols (PAYONE under /payone, PayPal under /paypal),
 * on a real port: the shop reaches it over HTTP like the real providers, and notifies back to
 * `shopUrl` (which a test may set once its shop listens).
 */
export async function startPaymentSim(options: { port?: number; shopUrl?: string; slowAnswerMs?: number } = {}) {
  const app = Fastify({ logger: false })
  let base = ''
  let shopUrl = options.shopUrl ?? ''
  registerPayoneSim(app, {
    portalKey: SIM_CREDENTIALS.payone.key,
    shopNotifyUrl: () => `${shopUrl}/api/payments/payone/notifications`,
    publicBase: () => base,
    slowAnswerMs: options.slowAnswerMs ?? 20_000,
    notifyRetryDelaysMs: [200, 500, 1_000, 2_000, 5_000],
  })
  registerPaypalSim(app, {
    ...SIM_CREDENTIALS.paypal,
    shopWebhookUrl: () => `${shopUrl}/api/payments/paypal/notifications`,
  })
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' })
  const address = app.server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : options.port}`
  const sim: PaymentSim = {
    url: base,
    close: () => app.close(),
    setShopUrl: (url) => {
      shopUrl = url
    },
  }
  return sim
}

export { simPaymentEnv } from './sim-payment-env'

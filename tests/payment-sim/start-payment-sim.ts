import Fastify from 'fastify'
import { registerPaypalSim } from './paypal/register-paypal-sim'
import { registerPayoneSim } from './payone/register-payone-sim'

/** Credentials the simulator accepts and the shop is configured with in tests (never real ones). */
export const SIM_CREDENTIALS = {
  payone: { mid: '10001', portalId: '2000001', aid: '10002', key: 'sim-portal-key-0001' },
  paypal: { clientId: 'sim-client-id', clientSecret: 'sim-client-secret', webhookId: 'SIM-WEBHOOK-1' },
}

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

/** The shop's environment for the simulator at `simUrl`. */
export function simPaymentEnv(simUrl: string): Record<string, string> {
  const { payone, paypal } = SIM_CREDENTIALS
  return {
    PAYONE_MID: payone.mid,
    PAYONE_PORTAL_ID: payone.portalId,
    PAYONE_AID: payone.aid,
    PAYONE_KEY: payone.key,
    PAYONE_API_URL: `${simUrl}/payone/post-gateway/`,
    PAYONE_CLIENT_SCRIPT_URL: `${simUrl}/payone/client-api/js/v1/payone_hosted_min.js`,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    PAYPAL_API_URL: `${simUrl}/paypal`,
  }
}

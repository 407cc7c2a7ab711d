import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import { registerCheckoutPage } from './paypal-sim-checkout-page'
import { registerSimControls } from './paypal-sim-controls'
import { registerOauthRoutes } from './paypal-sim-oauth'
import { registerOrderRoutes } from './paypal-sim-orders'
import { registerPaymentRoutes } from './paypal-sim-payments'
import { createSimState } from './paypal-sim-state'
import { registerVerifyRoute } from './paypal-sim-verify'
import { createWebhookSender, createWebhookSigner } from './paypal-sim-webhooks'

export type PaypalSimOptions = {
  clientId: string
  clientSecret: string
  webhookId: string
  /** Where the simulator sends its webhooks: the shop's `POST /api/payments/paypal/notifications`. */
  shopWebhookUrl: () => string
}

const PREFIX = '/paypal'

/**
 * A local PayPal speaking the REST protocol (OAuth, Orders v2, Payments v2, webhooks) under `/paypal/`,
 * so the shop's PAYPAL_API_URL is `http://127.0.0.1:PORT/paypal`. Its own plugin scope keeps its
 * form parser and hooks away from anything else mounted in the same server (the PAYONE simulator).
 */
export function registerPaypalSim(app: FastifyInstance, options: PaypalSimOptions): void {
  const state = createSimState()
  const signer = createWebhookSigner(options.webhookId)
  const webhooks = createWebhookSender(state, signer, options.shopWebhookUrl)

  app.register(
    async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))))
      })
      // Slowness delays the API's answers, not their work: a caller that gave up may still have moved money,
      // as with PayPal. The buyer's page and the test controls answer at once.
      scope.addHook('onSend', async (request, _reply, payload) => {
        if (state.slowMs > 0 && /\/v[12]\//.test(request.url)) await sleep(state.slowMs)
        return payload
      })
      scope.addHook('onClose', async () => {
        state.closed = true
      })
      registerOauthRoutes(scope, state, options)
      registerOrderRoutes(scope, state, webhooks, PREFIX)
      registerPaymentRoutes(scope, state, webhooks, PREFIX)
      registerVerifyRoute(scope, signer, options.webhookId)
      registerCheckoutPage(scope, state, webhooks, PREFIX)
      registerSimControls(scope, state, webhooks, PREFIX)
    },
    { prefix: PREFIX },
  )
}

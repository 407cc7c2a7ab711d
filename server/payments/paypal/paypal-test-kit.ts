import Fastify from 'fastify'
import { registerPaypalSim } from '../../../tests/payment-sim/paypal/register-paypal-sim'
import type { PaypalConfig } from '../../payment-config'
import type { IncomingNotification, StartInput } from '../payment-provider'
import { testStartInput } from '../start-input-fixture'

/**
 * The PayPal simulator on a real port plus a stand-in for the shop's webhook route that keeps each
 * delivery as it arrived (headers and raw body), as the shop's notification route will.
 */
export async function startPaypalSim() {
  const received: IncomingNotification[] = []
  const shop = Fastify()
  shop.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))
  shop.post('/api/payments/paypal/webhook', async (request) => {
    received.push({
      headers: request.headers,
      rawBody: String(request.body),
      contentType: String(request.headers['content-type']),
    })
    return {}
  })
  const shopUrl = await shop.listen({ port: 0, host: '127.0.0.1' })

  const sim = Fastify()
  const credentials = { clientId: 'sim-client', clientSecret: 'sim-secret', webhookId: 'WH1SIMULATOR' }
  registerPaypalSim(sim, { ...credentials, shopWebhookUrl: () => `${shopUrl}/api/payments/paypal/webhook` })
  const simUrl = `${await sim.listen({ port: 0, host: '127.0.0.1' })}/paypal`
  const config: PaypalConfig = { ...credentials, mode: 'test', apiUrl: simUrl }

  async function waitForDelivery(eventType: string, customId: string, count = 1): Promise<IncomingNotification> {
    for (let i = 0; i < 100; i += 1) {
      const matches = received.filter((n) => n.rawBody.includes(`"event_type":"${eventType}"`) && n.rawBody.includes(customId))
      const found = matches[count - 1]
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`no ${eventType} webhook for ${customId}`)
  }

  return {
    simUrl,
    config,
    received,
    waitForDelivery,
    control: (path: string, body?: unknown) =>
      fetch(`${simUrl}/_sim/${path}`, {
        method: body === undefined && path === 'orders' ? 'GET' : 'POST',
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      }),
    close: async () => {
      await sim.close()
      await shop.close()
    },
  }
}

/** What the buyer does on PayPal's page: opens it, presses a button, and is sent back to the shop. */
export async function pressOnApprovalPage(redirectUrl: string, button: 'Pay now' | 'Cancel and return') {
  const page = await fetch(redirectUrl)
  const html = await page.text()
  if (!html.includes(`>${button}</button>`)) throw new Error(`no "${button}" button on the approval page`)
  const token = new URL(redirectUrl).searchParams.get('token') ?? ''
  const action = new URL(button === 'Pay now' ? 'checkoutnow/approve' : 'checkoutnow/cancel', redirectUrl)
  const answer = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  })
  const location = new URL(answer.headers.get('location') ?? '')
  return { status: answer.status, location, html, query: Object.fromEntries(location.searchParams) }
}

/** A fresh payment as the shop's service would start it, for this amount. */
export const startInput = (amountCents = 12_345): StartInput => testStartInput({ amountCents })

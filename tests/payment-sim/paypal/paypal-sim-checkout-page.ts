import type { FastifyInstance } from 'fastify'
import { baseUrlOf } from './paypal-sim-http'
import { orderJson } from './paypal-sim-resources'
import { type PaypalSimState, paypalId } from './paypal-sim-state'
import type { WebhookSender } from './paypal-sim-webhooks'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button{display:block;width:100%;min-height:48px;margin:.75rem 0;font-size:1rem;border-radius:24px;border:1px solid #003087}
.pay{background:#0070ba;color:#fff}.cancel{background:#fff;color:#003087}</style></head>
<body><main>${main}</main></body></html>`
}

/** The buyer's side of PayPal: the approval page the `payer-action` link opens, and its two answers. */
export function registerCheckoutPage(scope: FastifyInstance, state: PaypalSimState, webhooks: WebhookSender, prefix: string) {
  scope.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = state.orders.get(request.query.token ?? '')
    reply.type('text/html; charset=utf-8')
    if (!order) return reply.code(404).send(page('PayPal (simulator)', '<h1>This payment session is not known</h1>'))
    const { value, currency_code } = order.unit.amount
    const token = escapeHtml(order.id)
    return page(
      'Pay with PayPal (simulator)',
      `<h1>Pay with PayPal</h1>
<p>Amount: <strong>${escapeHtml(value)} ${escapeHtml(currency_code)}</strong></p>
<form method="post" action="checkoutnow/approve"><input type="hidden" name="token" value="${token}">
<button type="submit" class="pay">Pay now</button></form>
<form method="post" action="checkoutnow/cancel"><input type="hidden" name="token" value="${token}">
<button type="submit" class="cancel">Cancel and return</button></form>`,
    )
  })

  scope.post<{ Body: { token?: string } }>('/checkoutnow/approve', async (request, reply) => {
    const order = state.orders.get(request.body?.token ?? '')
    if (!order) return reply.code(404).send('unknown token')
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      order.status = 'APPROVED'
      order.payerId = paypalId(13)
      const base = baseUrlOf(request, prefix)
      webhooks.emit(
        'CHECKOUT.ORDER.APPROVED',
        'checkout-order',
        orderJson(state, order, base),
        'An order has been approved by buyer',
        base,
      )
    }
    const target = new URL(order.returnUrl)
    target.searchParams.set('token', order.id)
    target.searchParams.set('PayerID', order.payerId ?? '')
    return reply.redirect(target.toString(), 303)
  })

  scope.post<{ Body: { token?: string } }>('/checkoutnow/cancel', async (request, reply) => {
    const order = state.orders.get(request.body?.token ?? '')
    if (!order) return reply.code(404).send('unknown token')
    const target = new URL(order.cancelUrl)
    target.searchParams.set('token', order.id)
    return reply.redirect(target.toString(), 303)
  })
}

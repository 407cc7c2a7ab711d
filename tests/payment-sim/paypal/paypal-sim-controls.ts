import type { FastifyInstance } from 'fastify'
import { cents, type PaypalSimState } from './paypal-sim-state'
import type { WebhookSender } from './paypal-sim-webhooks'

/** What PayPal's dashboard would show: per order its status, authorizations and the money captured. */
function ordersReport(state: PaypalSimState) {
  return [...state.orders.values()].map((order) => {
    const auth = order.authorizationId ? state.authorizations.get(order.authorizationId) : undefined
    const captures = (auth?.captureIds ?? []).flatMap((id) => state.captures.get(id) ?? [])
    const capturedCents = captures.reduce((sum, capture) => sum + cents(capture.amount.value), 0)
    return {
      id: order.id,
      custom_id: order.unit.custom_id,
      amount: order.unit.amount,
      status: order.status,
      authorizations: auth ? [{ id: auth.id, status: auth.status, amount: auth.amount }] : [],
      captures: { count: captures.length, value: (capturedCents / 100).toFixed(2) },
    }
  })
}

/** Test controls under `/_sim/`: nothing PayPal has, everything a test needs to provoke or count. */
export function registerSimControls(scope: FastifyInstance, state: PaypalSimState, webhooks: WebhookSender, prefix: string) {
  scope.get('/_sim/orders', async () => ordersReport(state))

  scope.get('/_sim/events', async () =>
    [...state.events.values()].map(({ id, type, body, deliveries }) => {
      const resource = (JSON.parse(body) as { resource: { custom_id?: string; purchase_units?: Array<{ custom_id?: string }> } })
        .resource
      return {
        id,
        event_type: type,
        custom_id: resource.custom_id ?? resource.purchase_units?.[0]?.custom_id ?? null,
        deliveries,
      }
    }),
  )

  // PayPal's "resend event": the same event (same id and body) in a new, newly signed transmission.
  scope.post<{ Params: { eventId: string } }>('/_sim/resend/:eventId', async (request, reply) => {
    if (!state.events.has(request.params.eventId)) return reply.code(404).send({ error: 'unknown event' })
    const status = await webhooks.deliverOnce(request.params.eventId, `${request.protocol}://${request.headers.host}${prefix}`)
    return { delivered: status !== null && status < 300, status }
  })

  scope.post('/_sim/decline-next-authorize', async (_request, reply) => {
    state.declineNextAuthorize = true
    return reply.code(204).send()
  })

  scope.post<{ Body: { ms?: number } }>('/_sim/slow', async (request, reply) => {
    state.slowMs = Math.max(0, Number(request.body?.ms ?? 0))
    return reply.code(204).send()
  })
}

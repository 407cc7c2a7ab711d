import type { FastifyInstance } from 'fastify'
import { answerCreated, baseUrlOf, notFound, requestKey, sendPaypalError, unprocessable } from './paypal-sim-http'
import { authorizationJson, orderJson } from './paypal-sim-resources'
import { isoNow, type Money, type PaypalSimState, paypalId } from './paypal-sim-state'
import type { WebhookSender } from './paypal-sim-webhooks'

type CreateBody = {
  intent?: string
  purchase_units?: Array<{ reference_id?: string; custom_id?: string; invoice_id?: string; amount?: Partial<Money> }>
  payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } }
}

function invalid(field: string, issue = 'MISSING_REQUIRED_PARAMETER') {
  return { field, issue }
}

/** What PayPal would refuse with 400 INVALID_REQUEST, or null when the create body is usable. */
function createProblem(body: CreateBody): { field: string; issue: string } | null {
  if (body.intent !== 'AUTHORIZE') return invalid('/intent', body.intent ? 'INVALID_PARAMETER_VALUE' : undefined)
  const amount = body.purchase_units?.[0]?.amount
  if (!amount?.currency_code || !/^[A-Z]{3}$/.test(amount.currency_code)) return invalid('/purchase_units/0/amount/currency_code')
  if (!amount.value || !/^\d{1,10}(\.\d{2})?$/.test(amount.value))
    return invalid('/purchase_units/0/amount/value', 'INVALID_PARAMETER_SYNTAX')
  const context = body.payment_source?.paypal?.experience_context
  if (!context?.return_url) return invalid('/payment_source/paypal/experience_context/return_url')
  if (!context.cancel_url) return invalid('/payment_source/paypal/experience_context/cancel_url')
  return null
}

/** Orders v2: create (PayPal-Request-Id: same id → same order), show, authorize (the buyer approved first). */
export function registerOrderRoutes(scope: FastifyInstance, state: PaypalSimState, webhooks: WebhookSender, prefix: string) {
  scope.post('/v2/checkout/orders', async (request, reply) => {
    const key = requestKey(request, 'create')
    const replay = key ? state.replies.get(key) : undefined
    if (replay) return reply.code(replay.status).send(replay.body)
    const body = (request.body ?? {}) as CreateBody
    const problem = createProblem(body)
    if (problem) return sendPaypalError(reply, 400, 'INVALID_REQUEST', problem.issue, `${problem.field} is not valid.`)
    const unit = body.purchase_units?.[0] ?? {}
    const context = body.payment_source?.paypal?.experience_context ?? {}
    const order = {
      id: paypalId(),
      status: 'PAYER_ACTION_REQUIRED' as const,
      unit: {
        reference_id: unit.reference_id ?? 'default',
        custom_id: unit.custom_id ?? '',
        invoice_id: unit.invoice_id ?? '',
        amount: unit.amount as Money,
      },
      returnUrl: context.return_url ?? '',
      cancelUrl: context.cancel_url ?? '',
      payerId: null,
      authorizationId: null,
      createTime: isoNow(),
    }
    state.orders.set(order.id, order)
    return answerCreated(state, key, reply, orderJson(state, order, baseUrlOf(request, prefix)))
  })

  scope.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    const order = state.orders.get(request.params.id)
    if (!order) return notFound(reply, request.params.id)
    return orderJson(state, order, baseUrlOf(request, prefix))
  })

  scope.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/authorize', async (request, reply) => {
    const key = requestKey(request, 'authorize')
    const replay = key ? state.replies.get(key) : undefined
    if (replay) return reply.code(replay.status).send(replay.body)
    const order = state.orders.get(request.params.id)
    if (!order) return notFound(reply, request.params.id)
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      return unprocessable(reply, 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.')
    }
    if (order.status === 'COMPLETED') return unprocessable(reply, 'ORDER_ALREADY_AUTHORIZED', 'Order already authorized.')
    if (state.declineNextAuthorize) {
      state.declineNextAuthorize = false
      return unprocessable(reply, 'INSTRUMENT_DECLINED', 'The instrument presented was either declined by the processor or bank.')
    }
    const now = isoNow()
    const auth = {
      id: paypalId(),
      orderId: order.id,
      status: 'CREATED' as const,
      amount: order.unit.amount,
      captureIds: [],
      createTime: now,
      updateTime: now,
    }
    state.authorizations.set(auth.id, auth)
    order.status = 'COMPLETED'
    order.authorizationId = auth.id
    const base = baseUrlOf(request, prefix)
    const summary = `Payment authorization for ${auth.amount.value} ${auth.amount.currency_code} was created`
    webhooks.emit('PAYMENT.AUTHORIZATION.CREATED', 'authorization', authorizationJson(state, auth, base), summary, base)
    return answerCreated(state, key, reply, orderJson(state, order, base))
  })
}

import type { FastifyInstance } from 'fastify'
import { answerCreated, baseUrlOf, notFound, requestKey, unprocessable } from './paypal-sim-http'
import { authorizationJson, captureJson } from './paypal-sim-resources'
import { isoNow, type Money, type PaypalSimState, paypalId } from './paypal-sim-state'
import type { WebhookSender } from './paypal-sim-webhooks'

type Params = { Params: { id: string } }

/** Payments v2 on an authorization: show, capture (idempotent by PayPal-Request-Id), void. */
export function registerPaymentRoutes(scope: FastifyInstance, state: PaypalSimState, webhooks: WebhookSender, prefix: string) {
  scope.get<Params>('/v2/payments/authorizations/:id', async (request, reply) => {
    const auth = state.authorizations.get(request.params.id)
    if (!auth) return notFound(reply, request.params.id)
    return authorizationJson(state, auth, baseUrlOf(request, prefix))
  })

  scope.post<Params>('/v2/payments/authorizations/:id/capture', async (request, reply) => {
    const key = requestKey(request, 'capture')
    const replay = key ? state.replies.get(key) : undefined
    if (replay) return reply.code(replay.status).send(replay.body)
    const auth = state.authorizations.get(request.params.id)
    if (!auth) return notFound(reply, request.params.id)
    if (auth.status === 'VOIDED')
      return unprocessable(reply, 'AUTHORIZATION_VOIDED', 'A voided authorization cannot be captured.')
    if (auth.status === 'CAPTURED') {
      return unprocessable(
        reply,
        'AUTHORIZATION_ALREADY_CAPTURED',
        'Authorization has been previously captured and hence cannot be captured again.',
      )
    }
    const body = (request.body ?? {}) as { final_capture?: boolean; amount?: Money }
    const finalCapture = body.final_capture !== false
    const capture = {
      id: paypalId(),
      authorizationId: auth.id,
      amount: body.amount ?? auth.amount,
      finalCapture,
      createTime: isoNow(),
    }
    state.captures.set(capture.id, capture)
    auth.captureIds.push(capture.id)
    auth.status = finalCapture ? 'CAPTURED' : 'PARTIALLY_CAPTURED'
    auth.updateTime = capture.createTime
    const base = baseUrlOf(request, prefix)
    const json = captureJson(state, capture, base)
    webhooks.emit(
      'PAYMENT.CAPTURE.COMPLETED',
      'capture',
      json,
      `Payment completed for ${capture.amount.value} ${capture.amount.currency_code}`,
      base,
    )
    return answerCreated(state, key, reply, json)
  })

  scope.post<Params>('/v2/payments/authorizations/:id/void', async (request, reply) => {
    const auth = state.authorizations.get(request.params.id)
    if (!auth) return notFound(reply, request.params.id)
    if (auth.status === 'VOIDED') {
      return unprocessable(
        reply,
        'PREVIOUSLY_VOIDED',
        'Authorization has been previously voided and hence cannot be voided again.',
      )
    }
    if (auth.status !== 'CREATED') {
      return unprocessable(reply, 'PREVIOUSLY_CAPTURED', 'Authorization has been previously captured and hence cannot be voided.')
    }
    auth.status = 'VOIDED'
    auth.updateTime = isoNow()
    const base = baseUrlOf(request, prefix)
    const json = authorizationJson(state, auth, base)
    webhooks.emit('PAYMENT.AUTHORIZATION.VOIDED', 'authorization', json, `A payment authorization was voided`, base)
    // PayPal answers 204 No Content unless the caller asked for the representation.
    if (request.headers.prefer !== 'return=representation') return reply.code(204).send()
    return json
  })
}

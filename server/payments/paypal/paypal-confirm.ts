import type { PaymentFailure, PaymentRef, ProviderState } from '../payment-provider'
import type { PaypalAnswer, PaypalClient } from './paypal-client'
import { failureOfIssue, paypalIssue, paypalMessage } from './paypal-failure'

type Authorization = { id?: unknown; status?: unknown }

export function firstAuthorization(order: Record<string, unknown>): Authorization | undefined {
  const units = Array.isArray(order.purchase_units) ? (order.purchase_units as Array<Record<string, unknown>>) : []
  const payments = units[0]?.payments as { authorizations?: Authorization[] } | undefined
  return payments?.authorizations?.[0]
}

const AUTHORIZED = new Set(['CREATED', 'CAPTURED', 'PARTIALLY_CAPTURED'])
const FAILURE_OF_STATUS: Record<string, PaymentFailure> = { DENIED: 'declined', EXPIRED: 'expired', VOIDED: 'cancelled' }

/** An order answer that carries an authorization: CREATED reserves the money, PENDING is still under PayPal's review. */
function stateOfOrder(order: Record<string, unknown>): ProviderState {
  const authorization = firstAuthorization(order)
  if (!authorization || typeof authorization.id !== 'string') return { kind: 'pending', response: order }
  // Asked again after the capture: the money was reserved (and taken), which is what confirm reports.
  if (AUTHORIZED.has(String(authorization.status))) {
    return { kind: 'authorized', authorizationRef: authorization.id, response: order }
  }
  if (authorization.status === 'PENDING') return { kind: 'pending', response: order }
  const status = String(authorization.status)
  const failure = FAILURE_OF_STATUS[status] ?? 'providerError'
  return { kind: 'failed', failure, message: `authorization ${authorization.id} is ${status}`, response: order }
}

function failedState(answer: PaypalAnswer): ProviderState {
  return { kind: 'failed', failure: failureOfIssue(paypalIssue(answer)), message: paypalMessage(answer), response: answer.body }
}

/**
 * After the buyer's return (or asked again by a job): authorizes the approved order. The same
 * PayPal-Request-Id makes a repeated call answer the first authorization instead of making a second.
 */
export async function confirmPaypalOrder(
  client: PaypalClient,
  payment: PaymentRef,
  query: Record<string, string>,
): Promise<ProviderState> {
  const orderId = payment.providerRef
  if (!orderId) return { kind: 'failed', failure: 'providerError', message: 'no PayPal order was created', response: {} }
  if (query.token !== undefined && query.token !== orderId) {
    return {
      kind: 'failed',
      failure: 'providerError',
      message: `return token ${query.token} is not order ${orderId}`,
      response: {},
    }
  }
  const answer = await client.call({
    method: 'POST',
    path: `/v2/checkout/orders/${encodeURIComponent(orderId)}/authorize`,
    body: {},
    requestId: `${payment.paymentId}-authorize`,
  })
  if (answer.status === 200 || answer.status === 201) return stateOfOrder(answer.body)
  const issue = paypalIssue(answer)
  // The buyer has not approved yet (still on PayPal's page, or went back): nothing failed so far.
  if (issue === 'ORDER_NOT_APPROVED') return { kind: 'pending', response: answer.body }
  if (issue === 'ORDER_ALREADY_AUTHORIZED') {
    const order = await client.call({ method: 'GET', path: `/v2/checkout/orders/${encodeURIComponent(orderId)}` })
    return order.status === 200 ? stateOfOrder(order.body) : failedState(order)
  }
  return failedState(answer)
}

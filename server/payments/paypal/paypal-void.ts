import type { PaymentRef } from '../payment-provider'
import type { PaypalClient } from './paypal-client'
import { firstAuthorization } from './paypal-confirm'
import { paypalIssue, paypalMessage } from './paypal-failure'

/**
 * The authorization to release: the one the shop recorded, else the one PayPal holds for the order
 * (an authorize that timed out in the shop may still have reserved the money at PayPal).
 */
async function authorizationToVoid(client: PaypalClient, payment: PaymentRef): Promise<string | null> {
  if (payment.authorizationRef) return payment.authorizationRef
  if (!payment.providerRef) return null
  const order = await client.call({ method: 'GET', path: `/v2/checkout/orders/${encodeURIComponent(payment.providerRef)}` })
  if (order.status === 404) return null
  if (order.status !== 200) throw new Error(`PayPal order ${payment.providerRef}: ${paypalMessage(order)}`)
  const id = firstAuthorization(order.body)?.id
  return typeof id === 'string' ? id : null
}

/**
 * Releases the buyer's reserved money. An order that was never authorized holds nothing (PayPal lets it
 * expire by itself), and one voided before is done: neither is an error. A captured one is: the shop
 * believed it could still release money that was already taken. Throws so a job tries again later.
 */
export async function voidPaypalAuthorization(client: PaypalClient, payment: PaymentRef): Promise<void> {
  const authorizationId = await authorizationToVoid(client, payment)
  if (!authorizationId) return
  const answer = await client.call({
    method: 'POST',
    path: `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/void`,
    requestId: `${payment.paymentId}-void`,
  })
  if (answer.status === 200 || answer.status === 204) return
  if (paypalIssue(answer) === 'PREVIOUSLY_VOIDED') return
  throw new Error(`PayPal void of ${authorizationId}: ${paypalMessage(answer)}`)
}

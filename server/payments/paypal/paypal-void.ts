import type { PaymentRef } from '../payment-provider'
import type { PaypalClient } from './paypal-client'
import { paypalIssue, paypalMessage } from './paypal-failure'

/**
 * Releases the buyer's reserved money. An order that was never authorized holds nothing (PayPal lets it
 * expire by itself), and one voided before is done: neither is an error. A captured one is: the shop
 * believed it could still release money that was already taken. Throws so a job tries again later.
 */
export async function voidPaypalAuthorization(client: PaypalClient, payment: PaymentRef): Promise<void> {
  if (!payment.authorizationRef) return
  const answer = await client.call({
    method: 'POST',
    path: `/v2/payments/authorizations/${encodeURIComponent(payment.authorizationRef)}/void`,
    requestId: `${payment.paymentId}-void`,
  })
  if (answer.status === 200 || answer.status === 204) return
  if (paypalIssue(answer) === 'PREVIOUSLY_VOIDED') return
  throw new Error(`PayPal void of ${payment.authorizationRef}: ${paypalMessage(answer)}`)
}

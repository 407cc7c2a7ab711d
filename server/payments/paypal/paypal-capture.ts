import type { CaptureResult, PaymentRef } from '../payment-provider'
import type { PaypalClient } from './paypal-client'
import { failureOfIssue, paypalIssue, paypalMessage } from './paypal-failure'

/**
 * Captures the whole authorization once (final_capture). The PayPal-Request-Id is the same on every
 * attempt, so a capture repeated after a crash or a timeout answers the first capture, never a second.
 */
export async function capturePaypalAuthorization(client: PaypalClient, payment: PaymentRef): Promise<CaptureResult> {
  if (!payment.authorizationRef) {
    return { kind: 'failed', failure: 'providerError', message: 'nothing authorized to capture', response: {} }
  }
  const answer = await client.call({
    method: 'POST',
    path: `/v2/payments/authorizations/${encodeURIComponent(payment.authorizationRef)}/capture`,
    body: { final_capture: true },
    requestId: `${payment.paymentId}-capture`,
  })
  const { id, status } = answer.body
  if ((answer.status === 200 || answer.status === 201) && typeof id === 'string') {
    if (status === 'COMPLETED' || status === 'PENDING') return { kind: 'captured', captureRef: id, response: answer.body }
    const failure = status === 'DECLINED' ? 'declined' : 'providerError'
    return { kind: 'failed', failure, message: `capture ${id} is ${String(status)}`, response: answer.body }
  }
  return { kind: 'failed', failure: failureOfIssue(paypalIssue(answer)), message: paypalMessage(answer), response: answer.body }
}

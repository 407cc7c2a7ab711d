import type { PaymentState } from '../../../shared/contracts/payment'
import { apiSend } from '../../../shared/lib/api-client'

/** Sends the pending payment to its provider. Safe to repeat by design, so no Idempotency-Key and never queued. */
export function startPayment(paymentId: string) {
  return apiSend<PaymentState>('POST', `/checkout/payments/${encodeURIComponent(paymentId)}/start`, undefined)
}

import type { PaymentState } from '../../../shared/contracts/payment'
import { apiGet } from '../../../shared/lib/api-client'

/** The payment's state now: asked again while it is pending. */
export function getPayment(paymentId: string, signal?: AbortSignal) {
  return apiGet<PaymentState>(`/checkout/payments/${encodeURIComponent(paymentId)}`, undefined, signal)
}

import type { PaymentReturnBody, PaymentState } from '../../../shared/contracts/payment'
import { apiPost } from '../../../shared/lib/api-client'

/** Hands the provider's return (its own parameters as they came) to the payment service; a repeat gives the same outcome. */
export function returnFromPayment(paymentId: string, body: PaymentReturnBody) {
  return apiPost<PaymentState>(`/checkout/payments/${encodeURIComponent(paymentId)}/return`, body)
}

import type { PaymentCreated } from '../../../shared/contracts/payment'
import { startPayment } from '../api/start-payment'
import { followPayment, type PaymentRoutes, settlePayment } from './settle-payment'

/** placeOrder's answer for card and PayPal: a pending payment; the cart stays as it is. */
export function isPaymentCreated(answer: object): answer is PaymentCreated {
  return 'payment' in answer
}

/** After placeOrder answered a pending payment: start it at the provider and follow where it leads. */
export async function payOnline(paymentId: string, routes: PaymentRoutes) {
  const settled = await settlePayment(await startPayment(paymentId))
  if (settled) await followPayment(settled, routes)
}

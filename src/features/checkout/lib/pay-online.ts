import { startPayment } from '../api/start-payment'
import { followPayment, type PaymentRoutes, settlePayment } from './settle-payment'

/** After placeOrder answered a pending payment: start it at the provider and follow where it leads. */
export async function payOnline(paymentId: string, routes: PaymentRoutes) {
  const settled = await settlePayment(await startPayment(paymentId))
  if (settled) await followPayment(settled, routes)
}

import type { PaymentReturnBody } from '../../../shared/contracts/payment'
import { PAYMENT_ID_PATTERN, PAYMENT_RETURN_RESULTS } from '../../../shared/contracts/payment-constants'

export type ReturnQuery = { paymentId: string; body: PaymentReturnBody }

/**
 * /checkout/redirect's query as the provider sent it: our `payment` and `result`, and the provider's
 * own parameters passed on untouched (the server checks them). Null when ours are missing or malformed.
 */
export function readReturnQuery(search: string): ReturnQuery | null {
  const params = new URLSearchParams(search)
  const paymentId = params.get('payment') ?? ''
  const result = params.get('result')
  if (!PAYMENT_ID_PATTERN.test(paymentId)) return null
  const known = PAYMENT_RETURN_RESULTS.find((value) => value === result)
  if (!known) return null
  const query: Record<string, string> = {}
  for (const [key, value] of params) {
    if (key !== 'payment' && key !== 'result' && key.length <= 64) query[key] = value.slice(0, 512)
  }
  return { paymentId, body: { result: known, query } }
}

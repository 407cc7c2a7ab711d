import type { PaymentReturnBody } from '../api/return-payment'

const PAYMENT_ID = /^P\d{2}[0-9A-Z]{12}$/
const RESULTS = ['success', 'cancel', 'error'] as const

export type ReturnQuery = { paymentId: string; body: PaymentReturnBody }

/**
 * /checkout/redirect's query as the provider sent it: our `payment` and `result`, and the provider's
 * own parameters passed on untouched (the server checks them). Null when ours are missing or malformed.
 */
export function readReturnQuery(search: string): ReturnQuery | null {
  const params = new URLSearchParams(search)
  const paymentId = params.get('payment') ?? ''
  const result = params.get('result')
  if (!PAYMENT_ID.test(paymentId)) return null
  const known = RESULTS.find((value) => value === result)
  if (!known) return null
  const query: Record<string, string> = {}
  for (const [key, value] of params) {
    if (key !== 'payment' && key !== 'result' && key.length <= 64) query[key] = value.slice(0, 512)
  }
  return { paymentId, body: { result: known, query } }
}

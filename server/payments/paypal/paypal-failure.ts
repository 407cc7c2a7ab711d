import type { PaymentFailure } from '../payment-provider'
import type { PaypalAnswer } from './paypal-client'

// PayPal's `details[].issue` codes (Orders v2 and Payments v2 error references) that mean the buyer's
// money or PayPal's risk check said no: the buyer may try another way to pay.
const DECLINED = new Set([
  'INSTRUMENT_DECLINED',
  'PAYER_ACTION_REQUIRED',
  'PAYER_CANNOT_PAY',
  'TRANSACTION_REFUSED',
  'PAYEE_BLOCKED_TRANSACTION',
  'COMPLIANCE_VIOLATION',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'PAYER_ACCOUNT_RESTRICTED',
  'DECLINED_DUE_TO_RELATED_TXN',
])
const EXPIRED = new Set(['ORDER_EXPIRED', 'AUTHORIZATION_EXPIRED'])

/** The first `details[].issue` of a PayPal error answer, else its `name`. */
export function paypalIssue(answer: PaypalAnswer): string {
  const details = answer.body.details
  const first = Array.isArray(details) ? (details[0] as { issue?: unknown } | undefined) : undefined
  if (typeof first?.issue === 'string') return first.issue
  return typeof answer.body.name === 'string' ? answer.body.name : `HTTP_${answer.status}`
}

export function failureOfIssue(issue: string): PaymentFailure {
  if (DECLINED.has(issue)) return 'declined'
  if (EXPIRED.has(issue)) return 'expired'
  return 'providerError'
}

/** What the shop logs: PayPal's issue, its description and debug_id (PayPal support asks for the latter). */
export function paypalMessage(answer: PaypalAnswer): string {
  const details = answer.body.details
  const first = Array.isArray(details) ? (details[0] as { description?: unknown } | undefined) : undefined
  const text = typeof first?.description === 'string' ? first.description : String(answer.body.message ?? '')
  const debugId = typeof answer.body.debug_id === 'string' ? ` (debug_id ${answer.body.debug_id})` : ''
  return `${paypalIssue(answer)}: ${text}${debugId}`
}

import type { PaymentDeps } from './payment-deps'
import { providerOf } from './payment-deps'
import { movePayment, type PaymentRow, refOf } from './payment-row'
import { settlePayment } from './settle-payment'

/**
 * The buyer is back on /checkout/redirect. Cancel: the payment ends and the cart is as it was. Error:
 * the provider refused (PAYONE's errorurl after a failed 3-D Secure). Success: the provider is asked
 * (PayPal authorizes the approved order here; PAYONE's word comes by notification, so it may still
 * be pending) and an authorized payment is settled. A reload asks again and gets the same answer.
 */
export async function returnFromProvider(
  deps: PaymentDeps,
  row: PaymentRow,
  result: 'success' | 'cancel' | 'error',
  query: Record<string, string>,
): Promise<PaymentRow | undefined> {
  const waiting = ['created', 'starting', 'redirected'] as const
  if (result !== 'success') {
    const failure = result === 'cancel' ? 'cancelled' : 'declined'
    const event = { kind: failure === 'cancelled' ? 'cancelled' : 'failed', source: 'buyer' as const, detail: { failure, query } }
    await deps.db
      .transaction()
      .execute((trx) => movePayment(trx, row.payment_id, { from: waiting, to: 'failed', set: { failure }, event }))
    return settlePayment(deps, row.payment_id)
  }
  if (row.status === 'redirected') {
    const state = await providerOf(deps, row.provider).confirm(refOf(row), query)
    if (state.kind !== 'pending') {
      const move =
        state.kind === 'authorized'
          ? {
              to: 'authorized' as const,
              set: { authorization_ref: state.authorizationRef },
              event: { kind: 'authorized', source: 'provider' as const, detail: { authorizationRef: state.authorizationRef } },
            }
          : {
              to: 'failed' as const,
              set: { failure: state.failure },
              event: { kind: 'failed', source: 'provider' as const, detail: { failure: state.failure, message: state.message } },
            }
      await deps.db.transaction().execute((trx) => movePayment(trx, row.payment_id, { from: ['redirected'], ...move }))
    }
  }
  return settlePayment(deps, row.payment_id)
}

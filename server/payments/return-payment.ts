import type { PaymentDeps } from './payment-deps'
import { providerOf } from './payment-deps'
import { recordPaymentEvent } from './payment-events'
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
    await deps.db.transaction().execute(async (trx) => {
      if (await movePayment(trx, row.payment_id, waiting, 'failed', { failure })) {
        await recordPaymentEvent(trx, row.payment_id, failure === 'cancelled' ? 'cancelled' : 'failed', 'buyer', {
          failure,
          query,
        })
      }
    })
    return settlePayment(deps, row.payment_id)
  }
  if (row.status === 'redirected') {
    const state = await providerOf(deps, row.provider).confirm(refOf(row), query)
    await deps.db.transaction().execute(async (trx) => {
      if (state.kind === 'authorized') {
        if (await movePayment(trx, row.payment_id, ['redirected'], 'authorized', { authorization_ref: state.authorizationRef })) {
          await recordPaymentEvent(trx, row.payment_id, 'authorized', 'provider', { authorizationRef: state.authorizationRef })
        }
      } else if (state.kind === 'failed') {
        if (await movePayment(trx, row.payment_id, ['redirected'], 'failed', { failure: state.failure })) {
          await recordPaymentEvent(trx, row.payment_id, 'failed', 'provider', { failure: state.failure, message: state.message })
        }
      }
    })
  }
  return settlePayment(deps, row.payment_id)
}

import type { Selectable } from 'kysely'
import type { PaymentState } from '../../src/shared/contracts/payment'
import type { PaymentEventSource } from '../../src/shared/contracts/payment-constants'
import { backorderNumberOf, isSplit, type OrderDraft } from '../checkout/write-orders'
import type { Db } from '../db/connect'
import type { PaymentStatus, PaymentTables } from '../db/schema-payments'
import type { PriceContext } from '../shop/part-catalog'
import { recordPaymentEvent } from './payment-events'
import type { PaymentFailure, PaymentRef } from './payment-provider'

export type PaymentRow = Selectable<PaymentTables['payments']>

/** What payments.snapshot holds: the order to write once paid, and how its prices were read (to see a changed cart). */
export type PaymentSnapshot = { draft: OrderDraft; prices: PriceContext }

export const snapshotOf = (row: PaymentRow): PaymentSnapshot => JSON.parse(row.snapshot) as PaymentSnapshot

export async function findPayment(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirst()
}

export function refOf(row: PaymentRow): PaymentRef {
  return {
    paymentId: row.payment_id,
    amountCents: row.amount_cents,
    currency: row.currency,
    providerRef: row.provider_ref,
    authorizationRef: row.authorization_ref,
  }
}

type Move = {
  from: readonly PaymentStatus[]
  to: PaymentStatus
  set?: Partial<Pick<PaymentRow, 'provider_ref' | 'authorization_ref' | 'capture_ref' | 'redirect_url' | 'failure'>>
  /** The history line this move writes, only when it happened: a lost race leaves no second line. */
  event?: { kind: string; source: PaymentEventSource; detail?: Record<string, unknown> }
}

/**
 * Moves a payment from one of `from` to `to`, and says whether it did. The condition is the lock:
 * of two instances (or a return and a notification) racing, exactly one moves it. Call it in the
 * transaction that also holds the move's other writes.
 */
export async function movePayment(db: Db, paymentId: string, move: Move): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ ...move.set, status: move.to, updated_at: new Date().toISOString() })
    .where('payment_id', '=', paymentId)
    .where('status', 'in', move.from)
    .executeTakeFirst()
  const moved = Number(result.numUpdatedRows) === 1
  if (moved && move.event) await recordPaymentEvent(db, paymentId, move.event.kind, move.event.source, move.event.detail)
  return moved
}

const FAILURE_MESSAGES: Record<PaymentFailure, string> = {
  declined: 'The payment was declined. Nothing was charged.',
  cancelled: 'The payment was cancelled. Nothing was charged.',
  cartChanged: 'The cart changed during the payment; the reserved amount was released.',
  expired: 'The payment was not finished in time; the reserved amount was released.',
  providerError: 'The payment service did not answer. Nothing was charged.',
}

/** SPEC.md paymentServiceResponse: what the buyer's app is told about a payment in any status. */
export function stateOf(row: PaymentRow): PaymentState {
  const paymentId = row.payment_id
  switch (row.status) {
    case 'paid': {
      const first = row.order_number ?? ''
      const second = isSplit(snapshotOf(row).draft) ? backorderNumberOf(first) : null
      return { status: 'placed', paymentId, orderNumbers: { first, second } }
    }
    case 'redirected':
      return {
        status: 'redirect',
        paymentId,
        redirectUrl: row.redirect_url ?? '',
        ppOrderId: row.provider === 'paypal' ? row.provider_ref : null,
      }
    case 'failed':
    case 'cancelled':
    case 'voiding':
    case 'expired': {
      // While the authorization is being released (voiding), the reason is already the outcome.
      const failure = (row.failure ?? (row.status === 'expired' ? 'expired' : 'cancelled')) as PaymentFailure
      return { status: 'failed', paymentId, failure, message: FAILURE_MESSAGES[failure] }
    }
    default:
      return { status: 'pending', paymentId }
  }
}

import type { DocumentDetail } from '../../../src/shared/contracts/documents'
import type { OrderPayment } from '../../../src/shared/contracts/payment'
import type { PaymentEventSource } from '../../../src/shared/contracts/payment-constants'
import type { Db } from '../connect'

/** What `payments.card` holds that the order's history may show: never the pseudo card pan. */
export function shownCard(stored: string | null): { cardtype: string; truncatedcardpan: string } | null {
  if (stored === null) return null
  const card = JSON.parse(stored) as { cardtype?: unknown; truncatedcardpan?: unknown }
  return typeof card.cardtype === 'string' && typeof card.truncatedcardpan === 'string'
    ? { cardtype: card.cardtype, truncatedcardpan: card.truncatedcardpan }
    : null
}

/** The online payment `orders.payment_ref` points at, with its events oldest first; null when there is none. */
export async function orderPaymentOf(db: Db, paymentRef: string | null, showPrice: boolean): Promise<OrderPayment | null> {
  if (paymentRef === null) return null
  const [payment, events] = await Promise.all([
    db.selectFrom('payments').selectAll().where('payment_id', '=', paymentRef).executeTakeFirst(),
    db
      .selectFrom('payment_events')
      .select(['at', 'kind', 'source'])
      .where('payment_id', '=', paymentRef)
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ])
  if (!payment) return null
  return {
    method: payment.method,
    status: payment.status,
    amount: showPrice ? payment.amount_cents / 100 : null,
    currency: payment.currency,
    card: shownCard(payment.card),
    providerRef: payment.provider_ref,
    events: events.map((event) => ({ at: event.at, kind: event.kind, source: event.source as PaymentEventSource })),
  }
}

type PaidOnline = NonNullable<DocumentDetail['paidOnline']>

/**
 * How an invoice's orders were paid online: only when every one of them points at a payment that is paid
 * (the two halves of a split order share one), so an invoice never says "nothing left to pay" too early.
 */
export async function paidOnlineOf(db: Db, orderNumbers: string[]): Promise<PaidOnline | null> {
  if (orderNumbers.length === 0) return null
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('payments as p', (join) => join.onRef('p.payment_id', '=', 'o.payment_ref').on('p.status', '=', 'paid'))
    .select(['p.payment_id', 'p.method', 'p.card', 'p.updated_at'])
    .where('o.order_number', 'in', orderNumbers)
    .execute()
  const [first] = rows
  if (rows.length !== orderNumbers.length || !first?.payment_id || rows.some((row) => !row.payment_id)) return null
  const captured = await db
    .selectFrom('payment_events')
    .select('at')
    .where('payment_id', '=', first.payment_id)
    .where('kind', '=', 'captured')
    .orderBy('at', 'desc')
    .executeTakeFirst()
  const card = first.card === null ? null : (JSON.parse(first.card) as { firstName?: string; lastName?: string })
  const shown = shownCard(first.card)
  return {
    method: first.method as PaidOnline['method'],
    paidAt: captured?.at ?? (first.updated_at as string),
    card: shown && { ...shown, holder: [card?.firstName, card?.lastName].filter(Boolean).join(' ') },
  }
}

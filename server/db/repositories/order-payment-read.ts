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

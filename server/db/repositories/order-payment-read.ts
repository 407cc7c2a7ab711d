import type { DocumentDetail } from '../../../src/shared/contracts/documents'
import type { OnlinePayment, OrderPayment } from '../../../src/shared/contracts/payment'
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

type PaymentEvent = OrderPayment['events'][number]

/** The payments' histories, oldest first (by time, then by the order they were written in). */
async function eventsOf(db: Db, paymentIds: string[]): Promise<Map<string, PaymentEvent[]>> {
  const rows = await db
    .selectFrom('payment_events')
    .select(['payment_id', 'at', 'kind', 'source'])
    .where('payment_id', 'in', paymentIds)
    .orderBy('at')
    .orderBy('id')
    .execute()
  const byPayment = new Map<string, PaymentEvent[]>()
  for (const { payment_id, at, kind, source } of rows) {
    byPayment.set(payment_id, [...(byPayment.get(payment_id) ?? []), { at, kind, source: source as PaymentEventSource }])
  }
  return byPayment
}

/** The online payment `orders.payment_ref` points at, with its events oldest first; null when there is none. */
export async function orderPaymentOf(db: Db, paymentRef: string | null, showPrice: boolean): Promise<OrderPayment | null> {
  if (paymentRef === null) return null
  const [payment, events] = await Promise.all([
    db.selectFrom('payments').selectAll().where('payment_id', '=', paymentRef).executeTakeFirst(),
    eventsOf(db, [paymentRef]),
  ])
  if (!payment) return null
  return {
    method: payment.method,
    status: payment.status,
    amount: showPrice ? payment.amount_cents / 100 : null,
    currency: payment.currency,
    card: shownCard(payment.card),
    providerRef: payment.provider_ref,
    events: events.get(paymentRef) ?? [],
  }
}

/**
 * The captured online payments, with every event of their history, as the order, its ERP file and
 * its webhook carry them (issue 33: every payment event reaches the ERP).
 */
export async function onlinePaymentsOf(db: Db, paymentIds: string[]): Promise<Map<string, OnlinePayment>> {
  if (paymentIds.length === 0) return new Map()
  const [payments, events] = await Promise.all([
    db.selectFrom('payments').selectAll().where('payment_id', 'in', paymentIds).where('status', '=', 'paid').execute(),
    eventsOf(db, paymentIds),
  ])
  return new Map(
    payments.map((row) => [
      row.payment_id,
      {
        paymentId: row.payment_id,
        provider: row.provider,
        status: 'captured' as const,
        amount: row.amount_cents / 100,
        currency: row.currency,
        transactionId: row.provider_ref,
        captureId: row.capture_ref ?? '',
        events: events.get(row.payment_id) ?? [],
      },
    ]),
  )
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

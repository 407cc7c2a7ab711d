import type { OnlinePayment } from '../../../src/shared/contracts/payment'
import type { Db } from '../connect'

/**
 * The captured online payments, with every event of their history, as the order, its ERP file and
 * its webhook carry them (issue 33: every payment event reaches the ERP).
 */
export async function onlinePaymentsOf(db: Db, paymentIds: string[]): Promise<Map<string, OnlinePayment>> {
  const found = new Map<string, OnlinePayment>()
  if (paymentIds.length === 0) return found
  const [payments, events] = await Promise.all([
    db.selectFrom('payments').selectAll().where('payment_id', 'in', paymentIds).where('status', '=', 'paid').execute(),
    db
      .selectFrom('payment_events')
      .select(['payment_id', 'at', 'kind', 'source'])
      .where('payment_id', 'in', paymentIds)
      .orderBy('id')
      .execute(),
  ])
  for (const row of payments) {
    found.set(row.payment_id, {
      paymentId: row.payment_id,
      provider: row.provider,
      status: 'captured',
      amount: row.amount_cents / 100,
      currency: row.currency,
      transactionId: row.provider_ref,
      captureId: row.capture_ref ?? '',
      events: events
        .filter((event) => event.payment_id === row.payment_id)
        .map(({ at, kind, source }) => ({ at, kind, source: source as OnlinePayment['events'][number]['source'] })),
    })
  }
  return found
}

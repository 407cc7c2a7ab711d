import type { PaymentEventSource } from '../../src/shared/contracts/payment-constants'
import type { Db } from '../db/connect'

/**
 * One line of a payment's history. A provider's event id is unique: the second delivery of the same
 * notification is not stored again, and the caller learns so (false) to change nothing else either.
 */
export async function recordPaymentEvent(
  db: Db,
  paymentId: string,
  kind: string,
  source: PaymentEventSource,
  detail: Record<string, unknown> = {},
  providerEventId: string | null = null,
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_events')
    .values({
      payment_id: paymentId,
      at: new Date().toISOString(),
      kind,
      source,
      provider_event_id: providerEventId,
      detail: JSON.stringify(detail),
    })
    .onConflict((oc) => oc.column('provider_event_id').where('provider_event_id', 'is not', null).doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
}

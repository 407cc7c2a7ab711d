import type { Db } from '../db/connect'
import type { PaymentStatus } from '../db/schema-payments'

/** A payment row as a test needs it, without going through a checkout: an empty draft, customer's contact 1. */
export async function insertTestPayment(
  db: Db,
  input: { paymentId: string; customerId: string; status: PaymentStatus; failure?: string; provider?: 'payone' | 'paypal' },
) {
  const contact = await db
    .selectFrom('contacts')
    .select('contact_id')
    .where('customer_id', '=', input.customerId)
    .orderBy('contact_id')
    .executeTakeFirstOrThrow()
  const now = new Date().toISOString()
  const provider = input.provider ?? 'payone'
  await db
    .insertInto('payments')
    .values({
      payment_id: input.paymentId,
      customer_id: input.customerId,
      contact_id: contact.contact_id,
      method: provider === 'payone' ? 'card' : 'paypal',
      provider,
      status: input.status,
      amount_cents: 11900,
      currency: 'EUR',
      bas_hash: 'test',
      cart_id: 0,
      language: 'de',
      snapshot: JSON.stringify({ draft: { now: [], later: [] }, prices: {} }),
      card: null,
      provider_ref: null,
      authorization_ref: null,
      capture_ref: null,
      redirect_url: null,
      order_number: null,
      failure: input.failure ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute()
}

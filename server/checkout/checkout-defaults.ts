import type { Db } from '../db/connect'

/**
 * The rule for what transport and payment the checkout offers pre-chosen: what the customer used on
 * the latest order (shop or ERP history) if it is still offered, else the first offered one.
 */
export async function checkoutDefaults(
  db: Db,
  customerId: string,
  offered: { transport: string[]; payment: string[] },
): Promise<{ transportId: string | null; paymentId: string | null }> {
  const last = await db
    .selectFrom('orders')
    .select(['transport_id', 'payment_id'])
    .where('customer_id', '=', customerId)
    .orderBy('placed_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  const pick = (used: string | undefined, ids: string[]) => (used && ids.includes(used) ? used : (ids[0] ?? null))
  return { transportId: pick(last?.transport_id, offered.transport), paymentId: pick(last?.payment_id, offered.payment) }
}

import type { PaymentStatus } from '../../src/shared/contracts/payment-constants'
import type { Db } from '../db/connect'

type Options = {
  paymentId: string
  orderNumber: string
  method: 'card' | 'paypal'
  status?: PaymentStatus
  amountCents?: number
  currency?: string
  /** Unique per provider; the payment id's last digits unless given. */
  providerRef?: string
  /** [at, kind, source] as the payment service writes them. */
  events?: [string, string, string][]
}

const CARD = {
  pseudocardpan: '9410010000012345678',
  truncatedcardpan: '411111XXXXXX1111',
  cardtype: 'V',
  cardexpiredate: '3012',
  firstName: 'Jana',
  lastName: 'Becker',
}

/**
 * An order paid online, written straight into the database as the payment service leaves it: the
 * payment row, its events and `orders.payment_ref` (the service itself is not needed to read it back).
 */
export async function insertOnlinePayment(db: Db, options: Options) {
  const order = await db
    .selectFrom('orders')
    .select(['customer_id', 'contact_id', 'currency', 'placed_at'])
    .where('order_number', '=', options.orderNumber)
    .executeTakeFirstOrThrow()
  const at = options.events?.[0]?.[0] ?? order.placed_at
  await db
    .insertInto('payments')
    .values({
      payment_id: options.paymentId,
      customer_id: order.customer_id,
      contact_id: order.contact_id,
      method: options.method,
      provider: options.method === 'card' ? 'payone' : 'paypal',
      status: options.status ?? 'paid',
      amount_cents: options.amountCents ?? 11900,
      currency: options.currency ?? order.currency,
      bas_hash: 'fixture',
      cart_id: 0,
      language: 'de',
      snapshot: '{}',
      card: options.method === 'card' ? JSON.stringify(CARD) : null,
      provider_ref: options.providerRef ?? `${options.method === 'card' ? '3501' : '5O1901TN'}${options.paymentId.slice(-5)}`,
      authorization_ref: null,
      capture_ref: null,
      redirect_url: null,
      order_number: options.orderNumber,
      failure: null,
      created_at: at,
      updated_at: at,
    })
    .execute()
  for (const [eventAt, kind, source] of options.events ?? []) {
    await db
      .insertInto('payment_events')
      .values({ payment_id: options.paymentId, at: eventAt, kind, source, provider_event_id: null, detail: '{}' })
      .execute()
  }
  await db
    .updateTable('orders')
    .set({ payment_ref: options.paymentId, payment_id: options.method })
    .where('order_number', '=', options.orderNumber)
    .execute()
}

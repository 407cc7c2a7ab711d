import type { OnlineMethodId, PaymentStatus } from '../../src/shared/contracts/payment-constants'
import type { Db } from '../db/connect'

type Options = {
  paymentId: string
  orderNumber: string
  method: OnlineMethodId
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

/** One payments row as the service leaves it, without a checkout; the customer's first contact unless named. */
export async function insertPayment(
  db: Db,
  row: {
    paymentId: string
    customerId: string
    contactId?: string
    method: OnlineMethodId
    status: PaymentStatus
    failure?: string
    amountCents?: number
    currency?: string
    providerRef?: string | null
    orderNumber?: string | null
    at?: string
  },
) {
  const contactId =
    row.contactId ??
    (
      await db
        .selectFrom('contacts')
        .select('contact_id')
        .where('customer_id', '=', row.customerId)
        .orderBy('contact_id')
        .executeTakeFirstOrThrow()
    ).contact_id
  const at = row.at ?? new Date().toISOString()
  await db
    .insertInto('payments')
    .values({
      payment_id: row.paymentId,
      customer_id: row.customerId,
      contact_id: contactId,
      method: row.method,
      provider: row.method === 'card' ? 'payone' : 'paypal',
      status: row.status,
      amount_cents: row.amountCents ?? 11900,
      currency: row.currency ?? 'EUR',
      bas_hash: 'fixture',
      cart_id: 0,
      language: 'de',
      snapshot: JSON.stringify({ draft: { now: [], later: [] }, prices: {} }),
      card: row.method === 'card' ? JSON.stringify(CARD) : null,
      provider_ref: row.providerRef ?? null,
      authorization_ref: null,
      capture_ref: null,
      redirect_url: null,
      order_number: row.orderNumber ?? null,
      failure: row.failure ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute()
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
  await insertPayment(db, {
    paymentId: options.paymentId,
    customerId: order.customer_id,
    contactId: order.contact_id,
    method: options.method,
    status: options.status ?? 'paid',
    ...(options.amountCents === undefined ? {} : { amountCents: options.amountCents }),
    currency: options.currency ?? order.currency,
    providerRef: options.providerRef ?? `${options.method === 'card' ? '3501' : '5O1901TN'}${options.paymentId.slice(-5)}`,
    orderNumber: options.orderNumber,
    at: options.events?.[0]?.[0] ?? order.placed_at,
  })
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

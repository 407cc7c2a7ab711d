import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Online payment (issue 33): a payment row is the pending order until the money is reserved and
 * captured; its events are the order's payment history. Orders point at the payment that paid them,
 * and a customer may be limited to some payment methods (null: every method the shop offers).
 * One column per ALTER: SQLite adds only one at a time. Frozen once released: imports nothing that can change.
 */
export const onlinePayment: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      .addColumn('payment_id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('contact_id', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('bas_hash', 'text', (c) => c.notNull())
      .addColumn('cart_id', 'integer', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('snapshot', 'text', (c) => c.notNull())
      .addColumn('card', 'text')
      .addColumn('provider_ref', 'text')
      .addColumn('authorization_ref', 'text')
      .addColumn('capture_ref', 'text')
      .addColumn('redirect_url', 'text')
      .addColumn('order_number', 'text')
      .addColumn('failure', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('payments_customer').on('payments').columns(['customer_id', 'created_at']).execute()
    // The jobs look for payments that wait (to expire them) or were cut off while capturing (to finish them).
    await db.schema.createIndex('payments_status').on('payments').columns(['status', 'updated_at']).execute()
    await sql`CREATE UNIQUE INDEX payments_provider_ref ON payments (provider, provider_ref) WHERE provider_ref IS NOT NULL`.execute(
      db,
    )
    await db.schema
      .createTable('payment_events')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('payment_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('provider_event_id', 'text')
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute()
    await db.schema.createIndex('payment_events_payment').on('payment_events').columns(['payment_id', 'id']).execute()
    await sql`CREATE UNIQUE INDEX payment_events_provider_event ON payment_events (provider_event_id) WHERE provider_event_id IS NOT NULL`.execute(
      db,
    )
    await db.schema.alterTable('orders').addColumn('payment_ref', 'text').execute()
    await db.schema.alterTable('customers').addColumn('payment_methods', 'text').execute()
  },
}

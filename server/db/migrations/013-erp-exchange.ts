import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The ERP exchange (issue 29): what an ERP sets on customers, orders, documents and service cases
 * through the integration API, the PDF an ERP may supply for a document, each contact's choice of
 * notification mails, and Standard Webhooks going out (endpoints, events written in the transaction
 * of the change they report, one delivery per endpoint and event, every attempt kept).
 * One column per ALTER: SQLite adds only one at a time. Times are Unix seconds unless named *_at text.
 */
export const erpExchange: Migration = {
  async up(db: Kysely<unknown>) {
    // Customers: what the ERP keeps beyond the demo's columns; a blocked customer cannot log in.
    await db.schema
      .alterTable('customers')
      .addColumn('billing_postal_code', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema.alterTable('customers').addColumn('payment_terms_days', 'integer').execute()
    await db.schema.alterTable('customers').addColumn('transport_terms', 'text').execute()
    await db.schema
      .alterTable('customers')
      .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    /** Who wrote the row last: 'shop' (demo, admin) or 'erp' (integration API). */
    await db.schema
      .alterTable('customers')
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('shop'))
      .execute()

    // Orders: the ERP's confirmation and cancelled quantities; when the ERP last changed it.
    await db.schema.alterTable('orders').addColumn('erp_updated_at', 'text').execute()
    await db.schema
      .alterTable('order_lines')
      .addColumn('cancelled_qty', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()

    // Documents: a fingerprint of what the ERP sent (a resend with other content is refused), and its own PDF.
    await db.schema.alterTable('documents').addColumn('content_hash', 'text').execute()
    await db.schema
      .createTable('document_files')
      .addColumn('document_id', 'text', (c) => c.primaryKey())
      .addColumn('pdf', 'blob', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute()

    // Return and warranty cases: the ERP moves them on after "submitted".
    await db.schema
      .alterTable('service_forms')
      .addColumn('status_note', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema.alterTable('service_forms').addColumn('updated_at', 'text').execute()

    // Which notification mails a contact wants (issue 29 "Customers notice"); no row = the defaults.
    await db.schema
      .createTable('contact_mail_settings')
      .addColumn('contact_id', 'text', (c) => c.primaryKey())
      .addColumn('order_confirmed', 'integer', (c) => c.notNull())
      .addColumn('order_shipped', 'integer', (c) => c.notNull())
      .addColumn('invoice_available', 'integer', (c) => c.notNull())
      .addColumn('backorder_changed', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()

    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      /** whsec_ + base64; kept in clear because every delivery is signed with it. */
      .addColumn('secret', 'text', (c) => c.notNull())
      /** Comma-separated event types. */
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('webhook_events')
      /** msg_… : the webhook-id every attempt of every endpoint carries for this event. */
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('endpoint_id', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'delivered', 'failed')`))
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'integer', (c) => c.notNull())
      .addColumn('lease_token', 'text')
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('finished_at', 'integer')
      .execute()
    await db.schema
      .createIndex('webhook_deliveries_event_endpoint')
      .unique()
      .on('webhook_deliveries')
      .columns(['event_id', 'endpoint_id'])
      .execute()
    await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['state', 'next_attempt_at']).execute()
    await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'id']).execute()
    await db.schema
      .createTable('webhook_attempts')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('delivery_id', 'integer', (c) => c.notNull())
      .addColumn('attempted_at', 'integer', (c) => c.notNull())
      /** The receiver's HTTP status; null when no answer came (timeout, refused connection). */
      .addColumn('status_code', 'integer')
      /** The first 1,000 characters of the answer, or the network error. */
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('manual', 'integer', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('webhook_attempts_delivery').on('webhook_attempts').columns(['delivery_id', 'id']).execute()
  },
}

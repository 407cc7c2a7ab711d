import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Carts, the idempotency keys of every mutation, the address book, orders with their lines, saved
 * carts and the job queue (ERP outbox). Part references are (vendor_id, sku) without a foreign key:
 * an order must outlive a part that leaves the catalogue.
 */
export const cart: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('carts')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'ordered')`))
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .execute()
    // One active cart per customer, enforced by the database rather than by care.
    await sql`create unique index carts_one_active on carts (customer_id) where status = 'active'`.execute(db)
    await db.schema
      .createTable('cart_items')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('added_at', 'integer', (c) => c.notNull())
      .addUniqueConstraint('cart_items_one_line_per_part', ['cart_id', 'vendor_id', 'sku'])
      .execute()
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('running', 'done')`))
      .addColumn('status_code', 'integer')
      .addColumn('response_body', 'text')
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['customer_id', 'key'])
      .execute()
    await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute()
    await db.schema
      .createTable('customer_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('street', 'text', (c) => c.notNull())
      .addColumn('postal_code', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('customer_addresses_customer').on('customer_addresses').column('customer_id').execute()
    await db.schema
      .createTable('order_sequences')
      .addColumn('year', 'integer', (c) => c.primaryKey())
      .addColumn('last', 'integer', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('orders')
      .addColumn('order_number', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('contact_id', 'text', (c) => c.notNull())
      .addColumn('linked_order_number', 'text')
      .addColumn('part', 'text', (c) => c.notNull().check(sql`part in ('first', 'second')`))
      .addColumn('placed_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('customer_order_reference', 'text', (c) => c.notNull())
      .addColumn('billing_address', 'text', (c) => c.notNull())
      .addColumn('shipping_address', 'text', (c) => c.notNull())
      .addColumn('transport_id', 'text', (c) => c.notNull())
      .addColumn('transport_price', 'real', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('goods_total', 'real', (c) => c.notNull())
      .addColumn('total', 'real', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('orders_customer').on('orders').columns(['customer_id', 'placed_at']).execute()
    await db.schema
      .createTable('order_lines')
      .addColumn('order_number', 'text', (c) => c.notNull().references('orders.order_number').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('unit_price', 'real', (c) => c.notNull())
      .addColumn('line_total', 'real', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_lines_pk', ['order_number', 'position'])
      .execute()
    await db.schema
      .createTable('saved_carts')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('saved_carts_customer').on('saved_carts').column('customer_id').execute()
    await db.schema
      .createTable('saved_cart_items')
      .addColumn('saved_cart_id', 'integer', (c) => c.notNull().references('saved_carts.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('saved_cart_items_pk', ['saved_cart_id', 'position'])
      .execute()
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'done', 'failed')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('run_after', 'integer', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('jobs_pending').on('jobs').columns(['state', 'run_after']).execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'jobs',
      'saved_cart_items',
      'saved_carts',
      'order_lines',
      'orders',
      'order_sequences',
      'customer_addresses',
      'idempotency_keys',
      'cart_items',
      'carts',
    ]) {
      await db.schema.dropTable(table).execute()
    }
  },
}

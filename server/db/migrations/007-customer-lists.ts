import type { Kysely, Migration } from 'kysely'

/**
 * Issue 14 (addresses, currencies, notice list): a default flag on the saved delivery addresses,
 * the customer's alternative display currency, and the notice (watch) list. Schema builder only,
 * so the same migration runs on SQLite and PostgreSQL; times are ISO strings like the orders'.
 */
export const customerLists: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('customer_addresses')
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .alterTable('customer_addresses')
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema
      .createTable('customer_preferences')
      .addColumn('customer_id', 'text', (c) => c.primaryKey())
      .addColumn('alternative_currency', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('notice_list_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('added_at', 'text', (c) => c.notNull())
      // What the buyer saw when adding: the list marks a price change or a part back in stock against these.
      .addColumn('price_at_add', 'double precision')
      .addColumn('currency_at_add', 'text', (c) => c.notNull())
      .addColumn('stock_at_add', 'integer', (c) => c.notNull())
      .addUniqueConstraint('notice_list_entries_part', ['customer_id', 'vendor_id', 'sku'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notice_list_entries').execute()
    await db.schema.dropTable('customer_preferences').execute()
    await db.schema.alterTable('customer_addresses').dropColumn('updated_at').execute()
    await db.schema.alterTable('customer_addresses').dropColumn('is_default').execute()
  },
}

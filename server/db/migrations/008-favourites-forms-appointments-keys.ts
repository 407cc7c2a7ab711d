import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Issue 14, second half: the favourites list and its share links, return/warranty forms, branch
 * appointments and the partner interface's API keys. Portable DDL only (PostgreSQL runs the same
 * migration); times are ISO strings like the saved carts' and orders'.
 */
export const favouritesFormsAppointmentsKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('favourites')
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('added_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('favourites_pk', ['customer_id', 'vendor_id', 'sku'])
      .execute()
    await db.schema
      .createTable('favourite_shares')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute()
    await db.schema.createIndex('favourite_shares_customer').on('favourite_shares').column('customer_id').execute()

    await db.schema
      .createTable('service_forms')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('contact_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('return', 'warranty')`))
      .addColumn('order_number', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('part_name', 'text', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('service_forms_customer').on('service_forms').columns(['customer_id', 'id']).execute()

    await db.schema
      .createTable('appointments')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('branch', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('delivery', 'pickup')`))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('order_number', 'text')
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('booked', 'cancelled')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('appointments_customer').on('appointments').columns(['customer_id', 'starts_at']).execute()
    await db.schema.createIndex('appointments_slot').on('appointments').columns(['branch', 'kind', 'starts_at']).execute()

    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('contact_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute()
    await db.schema.createIndex('api_keys_customer').on('api_keys').column('customer_id').execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['api_keys', 'appointments', 'service_forms', 'favourite_shares', 'favourites']) {
      await db.schema.dropTable(table).execute()
    }
  },
}

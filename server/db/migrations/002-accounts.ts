import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Customers, their contacts (the people who log in), revoked sessions, password-reset tokens and
 * the counters behind the login and reset rate limits. Counters live in the database, not in
 * memory, so a restart does not reset a lockout and several instances share one view.
 */
export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customers')
      .addColumn('customer_id', 'text', (c) => c.primaryKey())
      .addColumn('entity_id', 'text', (c) => c.notNull().defaultTo('DTDE'))
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('billing_street', 'text', (c) => c.notNull())
      .addColumn('billing_city', 'text', (c) => c.notNull())
      .addColumn('billing_country', 'text', (c) => c.notNull())
      .addColumn('price_group', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('feature_order', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('feature_invoice', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('feature_shipment', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('feature_show_price', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('feature_fill_basket', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('vin_search', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createTable('contacts')
      .addColumn('contact_id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.customer_id'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      // Stored lower-cased: logins are case-insensitive.
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('customer', 'admin')`))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      // Raised when every existing session must end (password reset); tokens carry the value they were issued with.
      .addColumn('session_generation', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.createIndex('contacts_customer').on('contacts').column('customer_id').execute()
    await db.schema
      .createTable('revoked_sessions')
      .addColumn('jti', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'integer', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.contact_id'))
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'integer', (c) => c.notNull())
      .addColumn('used_at', 'integer')
      .execute()
    await db.schema.createIndex('password_resets_contact').on('password_resets').column('contact_id').execute()
    await db.schema
      .createTable('auth_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'integer', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['auth_counters', 'password_resets', 'revoked_sessions', 'contacts', 'customers']) {
      await db.schema.dropTable(table).execute()
    }
  },
}

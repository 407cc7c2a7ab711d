import type { Kysely, Migration } from 'kysely'

/**
 * The admin area (issue 15): banner messages for every visitor, settings an administrator changes
 * without a redeploy (country blacklist, defaults) and the audit log of every admin change.
 * Times are Unix seconds like the accounts tables; JSON values are text, so both dialects read them.
 */
export const admin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('global_alerts')
      // Made by the admin client (a UUID), so saving the same alert twice is one alert.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      // { de: '…', en: '…' }: a language without its own text falls back (see global-alert-repository).
      .addColumn('texts', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'integer', (c) => c.notNull())
      .addColumn('ends_at', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('global_alerts_window').on('global_alerts').columns(['ends_at', 'starts_at']).execute()
    await db.schema
      .createTable('admin_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('admin_contact_id', 'text', (c) => c.notNull())
      .addColumn('admin_email', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute()
    await db.schema.createIndex('audit_log_target').on('audit_log').column('target').execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['audit_log', 'admin_settings', 'global_alerts']) await db.schema.dropTable(table).execute()
  },
}

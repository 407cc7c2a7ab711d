import type { Kysely, Migration } from 'kysely'

/**
 * The partner portal's wording: a second catalog layer over the Lingui catalogs, per language,
 * changed in the admin area without a redeploy (issue 15). Only overridden messages have a row.
 * Plain schema-builder types, so the same migration runs on SQLite and PostgreSQL.
 */
export const partnerWording: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('wording_overrides')
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('message_id', 'varchar(200)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('wording_overrides_pk', ['language', 'message_id'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('wording_overrides').execute()
  },
}

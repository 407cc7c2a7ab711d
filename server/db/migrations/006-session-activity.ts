import type { Kysely, Migration } from 'kysely'

/** When each session was last used, for the idle timeout beside the 8-hour absolute limit (issue 12). */
export const sessionActivity: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('session_activity')
      .addColumn('jti', 'text', (c) => c.primaryKey())
      .addColumn('last_seen', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'integer', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('session_activity_expires').on('session_activity').column('expires_at').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('session_activity').execute()
  },
}

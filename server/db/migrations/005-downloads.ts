import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Multi-document downloads (issue 10): one row per ZIP asked for and one per document in it, so the
 * job that builds it (a row in `jobs`) can resume after a restart at the first document not yet done.
 */
export const downloads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('downloads')
      .addColumn('queue_id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) =>
        c.notNull().check(sql`state in ('queued', 'building', 'ready', 'failed', 'cancelled', 'expired')`),
      )
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('include_xml', 'integer', (c) => c.notNull())
      .addColumn('include_index', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('current', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('size', 'integer')
      .addColumn('etag', 'text')
      .addColumn('job_id', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('completed_at', 'integer')
      .addColumn('expires_at', 'integer')
      .execute()
    await db.schema.createIndex('downloads_customer').on('downloads').columns(['customer_id', 'state']).execute()
    await db.schema.createIndex('downloads_expiry').on('downloads').columns(['expires_at']).execute()
    await db.schema
      .createTable('download_items')
      .addColumn('queue_id', 'text', (c) => c.notNull().references('downloads.queue_id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'ok', 'error')`))
      .addColumn('entry', 'text')
      .addPrimaryKeyConstraint('download_items_pk', ['queue_id', 'position'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('download_items').execute()
    await db.schema.dropTable('downloads').execute()
  },
}

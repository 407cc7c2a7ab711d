import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The catalogue import (issue 28): what a wholesaler's catalogue carries beyond the demo's parts
 * (GTIN, manufacturer part number, order unit, image, long descriptions, features), prices per price
 * group with quantity scales and customer net prices, the import runs with their refused rows, and
 * the integration keys systems use, and the divisions each product group belongs to (reference data).
 * One column per ALTER: SQLite adds only one at a time.
 */
export const catalogImport: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('parts').addColumn('gtin', 'text').execute()
    await db.schema.alterTable('parts').addColumn('manufacturer_part_no', 'text').execute()
    await db.schema
      .alterTable('parts')
      .addColumn('order_unit', 'text', (c) => c.notNull().defaultTo('C62'))
      .execute()
    await db.schema.alterTable('parts').addColumn('image', 'text').execute()
    await db.schema
      .createTable('part_type_divisions')
      .addColumn('part_type_id', 'integer', (c) => c.notNull().references('part_types.id'))
      .addColumn('division_id', 'text', (c) => c.notNull().references('divisions.id'))
      .addPrimaryKeyConstraint('part_type_divisions_pk', ['part_type_id', 'division_id'])
      .execute()
    await db.schema
      .createTable('part_divisions')
      .addColumn('part_id', 'integer', (c) => c.notNull())
      .addColumn('division_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('part_divisions_pk', ['part_id', 'division_id'])
      .modifyEnd(sql`without rowid`)
      .execute()
    await db.schema
      .createTable('part_texts')
      .addColumn('part_id', 'integer', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('part_texts_pk', ['part_id', 'lang'])
      .modifyEnd(sql`without rowid`)
      .execute()
    await db.schema
      .createTable('part_features')
      .addColumn('part_id', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('part_features_pk', ['part_id', 'sort'])
      .modifyEnd(sql`without rowid`)
      .execute()
    await db.schema
      .createTable('part_prices')
      .addColumn('part_id', 'integer', (c) => c.notNull())
      .addColumn('price_group', 'text', (c) => c.notNull())
      .addColumn('min_quantity', 'integer', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('part_prices_pk', ['part_id', 'price_group', 'min_quantity'])
      .modifyEnd(sql`without rowid`)
      .execute()
    await db.schema
      .createTable('customer_part_prices')
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('part_id', 'integer', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('customer_part_prices_pk', ['customer_id', 'part_id'])
      .modifyEnd(sql`without rowid`)
      .execute()
    await db.schema
      .createTable('import_runs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('files', 'text', (c) => c.notNull())
      .addColumn('started_by', 'text')
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('phase', 'text', (c) => c.notNull())
      .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer')
      .addColumn('counts', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('message', 'text')
      .addColumn('cancelled_by', 'text')
      .addColumn('lease_token', 'text')
      .addColumn('lease_until', 'integer')
      .execute()
    await db.schema.createIndex('import_runs_started').on('import_runs').column('started_at').execute()
    // At most one import runs at a time, whichever instance starts it: a second claim fails on this index.
    await sql`CREATE UNIQUE INDEX import_runs_one_running ON import_runs (status) WHERE status = 'running'`.execute(db)
    await db.schema
      .createTable('import_refusals')
      .addColumn('run_id', 'text', (c) => c.notNull().references('import_runs.id'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('file', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('import_refusals_pk', ['run_id', 'seq'])
      .execute()
    await db.schema
      .createTable('integration_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'integration_keys',
      'import_refusals',
      'import_runs',
      'customer_part_prices',
      'part_prices',
      'part_features',
      'part_texts',
      'part_divisions',
      'part_type_divisions',
    ]) {
      await db.schema.dropTable(table).ifExists().execute()
    }
    for (const column of ['image', 'order_unit', 'manufacturer_part_no', 'gtin']) {
      await db.schema.alterTable('parts').dropColumn(column).execute()
    }
  },
}

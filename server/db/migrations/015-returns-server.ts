import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely'

/**
 * Cores are cases too (issue 31): service_forms.kind took only 'return' and 'warranty' (a CHECK of
 * 008). PostgreSQL swaps the constraint; SQLite keeps a CHECK in the table's definition, so the table
 * is rebuilt with every column 008, 013 and 014 gave it. To be folded into 014 before release.
 * Frozen once released: imports nothing that can change.
 */
export const returnsServer: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`alter table service_forms drop constraint if exists service_forms_kind_check`.execute(db)
      await sql`alter table service_forms add constraint service_forms_kind_check
        check (kind in ('return', 'warranty', 'core'))`.execute(db)
      return
    }
    const columns = sql.raw(
      'id, customer_id, contact_id, kind, order_number, position, vendor_id, sku, part_name, qty, reason, description, status, language, created_at, status_note, updated_at, remarks, credit_note_id',
    )
    await db.schema
      .createTable('service_forms_015')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('contact_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('return', 'warranty', 'core')`))
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
      .addColumn('status_note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text')
      .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('credit_note_id', 'text')
      .execute()
    await sql`insert into service_forms_015 (${columns}) select ${columns} from service_forms`.execute(db)
    await db.schema.dropTable('service_forms').execute()
    await db.schema.alterTable('service_forms_015').renameTo('service_forms').execute()
    await db.schema.createIndex('service_forms_customer').on('service_forms').columns(['customer_id', 'id']).execute()
  },
}

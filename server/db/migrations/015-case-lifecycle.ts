import { type Kysely, type Migration, SqliteAdapter, sql } from 'kysely'

/**
 * The shop's own document numbers (issue 31): a credit note the shop issues when a case is credited
 * takes the next number of its prefix and year (key `CN26`), counted here like order_sequences, so two
 * credits at once on PostgreSQL cannot both take the same number.
 * And 008's `kind in ('return', 'warranty')` check goes: a case may now be a core too (014 forgot it).
 * SQLite cannot drop a check, so the table is rebuilt from its own CREATE statement without it.
 * Frozen once released: imports nothing that can change.
 */
export const caseLifecycle: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('document_sequences')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('last', 'integer', (c) => c.notNull())
      .execute()

    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
      await sql`alter table service_forms drop constraint if exists service_forms_kind_check`.execute(db)
      return
    }
    const { rows } = await sql<{
      sql: string
    }>`select sql from sqlite_master where type = 'table' and name = 'service_forms'`.execute(db)
    const create = rows[0]?.sql ?? ''
    const withoutCheck = create.replace(/\s*check\s*\(\s*kind in \('return', 'warranty'\)\s*\)/i, '')
    if (withoutCheck === create) return
    await sql.raw(withoutCheck.replace(/^CREATE TABLE\s+"?service_forms"?/i, 'create table "service_forms_015"')).execute(db)
    await sql`insert into service_forms_015 select * from service_forms`.execute(db)
    await sql`drop table service_forms`.execute(db)
    await sql`alter table service_forms_015 rename to service_forms`.execute(db)
    await db.schema.createIndex('service_forms_customer').on('service_forms').columns(['customer_id', 'id']).execute()
  },
}

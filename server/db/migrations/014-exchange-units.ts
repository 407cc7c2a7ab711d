import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely'

/**
 * Exchange units and returns that finish (issue 31): a deposit per part, carried on order lines and
 * document lines (a deposit line of its own, so every total stays a sum of lines); return, warranty
 * and core cases with several lines, photos and a timeline of steps; core reminders sent once.
 * One column per ALTER: SQLite adds only one at a time. Frozen once released: imports nothing that can change.
 */
export const exchangeUnits: Migration = {
  async up(db: Kysely<unknown>) {
    // Deposit per unit in euro cents, like list_price_cents; 0 means the part is no exchange unit.
    await db.schema
      .alterTable('parts')
      .addColumn('deposit_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    // Frozen at the time of the order, per unit in the order's currency, net.
    await db.schema
      .alterTable('order_lines')
      .addColumn('deposit_unit', 'real', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .alterTable('orders')
      .addColumn('deposit_total', 'real', (c) => c.notNull().defaultTo(0))
      .execute()
    // 'goods' or 'deposit': a deposit line follows its part's line with the same sku.
    await db.schema
      .alterTable('document_lines')
      .addColumn('line_kind', 'text', (c) => c.notNull().defaultTo('goods'))
      .execute()

    // A case is the header of one box going back; its lines and photos and steps are below.
    await rebuildServiceForms(db)
    await db.schema
      .createTable('service_form_lines')
      .addColumn('form_id', 'integer', (c) => c.notNull())
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('document_id', 'text', (c) => c.notNull())
      .addColumn('document_position', 'integer', (c) => c.notNull())
      .addColumn('order_number', 'text', (c) => c.notNull())
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('sku_norm', 'text', (c) => c.notNull())
      .addColumn('part_name', 'text', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      /** Returns and claims: a reason (services-constants RETURN_REASONS); cores: null. */
      .addColumn('reason', 'text')
      /** Cores: complete | damaged | notRemanufacturable; otherwise null. */
      .addColumn('core_condition', 'text')
      .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
      /** What one piece is credited with (deposit for a core, net unit price otherwise), in currency. */
      .addColumn('unit_credit', 'real', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('vat_rate', 'real', (c) => c.notNull())
      .addPrimaryKeyConstraint('service_form_lines_pk', ['form_id', 'line_no'])
      .execute()
    await db.schema
      .createIndex('service_form_lines_order_sku')
      .on('service_form_lines')
      .columns(['order_number', 'sku_norm'])
      .execute()
    await db.schema
      .createTable('service_form_photos')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('form_id', 'integer', (c) => c.notNull())
      .addColumn('line_no', 'integer', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('bytes', 'blob', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('service_form_photos_form').on('service_form_photos').columns(['form_id', 'line_no']).execute()
    await db.schema
      .createTable('service_form_events')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('form_id', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      /** 'customer', 'admin:<name>' or 'erp'. */
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema.createIndex('service_form_events_form').on('service_form_events').columns(['form_id', 'id']).execute()

    // The single-line forms of issues 14-30 become cases of one line, their status a step of the new life.
    await sql`update service_forms set status = case status
      when 'submitted' then 'requested' when 'inReview' then 'inspected' when 'closed' then 'refused' else status end`.execute(db)
    await sql`insert into service_form_lines (form_id, line_no, document_id, document_position, order_number, vendor_id,
        sku, sku_norm, part_name, qty, reason, core_condition, remark, unit_credit, currency, vat_rate)
      select f.id, 1, '', f.position, f.order_number, f.vendor_id, f.sku, coalesce(l.sku_norm, f.sku), f.part_name, f.qty,
        f.reason, null, f.description, coalesce(l.unit_price, 0), coalesce(o.currency, 'EUR'), 19
      from service_forms f
      left join order_lines l on l.order_number = f.order_number and l.position = f.position
      left join orders o on o.order_number = f.order_number`.execute(db)
    await sql`insert into service_form_events (form_id, status, at, actor, note)
      select id, 'requested', created_at, 'customer', '' from service_forms`.execute(db)

    // The shop's own document numbers: a credited case's credit note takes the next of its prefix and year
    // (key `CN26`), counted here like order_sequences, so two credits at once cannot take the same number.
    await db.schema
      .createTable('document_sequences')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('last', 'integer', (c) => c.notNull())
      .execute()

    // A reminder per core and due date, sent once (the job may run on several instances).
    await db.schema
      .createTable('core_reminders')
      .addColumn('order_number', 'text', (c) => c.notNull())
      .addColumn('sku_norm', 'text', (c) => c.notNull())
      .addColumn('due_on', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('core_reminders_pk', ['order_number', 'sku_norm', 'due_on'])
      .execute()
    await db.schema
      .alterTable('contact_mail_settings')
      .addColumn('case_status', 'integer', (c) => c.notNull().defaultTo(1))
      .execute()
    await db.schema
      .alterTable('contact_mail_settings')
      .addColumn('core_due', 'integer', (c) => c.notNull().defaultTo(1))
      .execute()
  },
}

const FORM_COLUMNS = sql.raw(
  'id, customer_id, contact_id, kind, order_number, position, vendor_id, sku, part_name, qty, reason, description, status, language, created_at, status_note, updated_at',
)

/**
 * Migration 008 allowed only 'return' and 'warranty' in service_forms.kind (a CHECK), and SQLite cannot
 * change a CHECK: the table is built anew with 'core' allowed and the two new columns, rows copied with
 * their ids (PostgreSQL's identity then continues after the highest).
 */
async function rebuildServiceForms(db: Kysely<unknown>) {
  await db.schema
    .createTable('service_forms_014')
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
  await sql`insert into service_forms_014 (${FORM_COLUMNS}) select ${FORM_COLUMNS} from service_forms`.execute(db)
  await db.schema.dropTable('service_forms').execute()
  await db.schema.alterTable('service_forms_014').renameTo('service_forms').execute()
  await db.schema.createIndex('service_forms_customer').on('service_forms').columns(['customer_id', 'id']).execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select setval(pg_get_serial_sequence('service_forms', 'id'), coalesce((select max(id) from service_forms), 0) + 1, false)`.execute(
      db,
    )
  }
}

import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The sales entities' letterhead details this step writes (as the demo data had them). Copied, not
 * imported from the demo data: a migration is frozen, and a later change to the demo entities must not
 * change what this step did to a database that ran it.
 */
const ENTITY_LETTERHEADS = [
  { code: 'DTDE', iban: 'DE89 3704 0044 0532 0130 00', postalCode: '27793', locality: 'Wildeshausen', countryCode: 'DE' },
  { code: 'DTAT', iban: 'AT61 1904 3002 3457 3201', postalCode: '4600', locality: 'Wels', countryCode: 'AT' },
  { code: 'DTFR', iban: 'FR14 2004 1010 0505 0001 3M02 606', postalCode: '69800', locality: 'Saint-Priest', countryCode: 'FR' },
  { code: 'DTUS', iban: null, postalCode: '28273', locality: 'Charlotte, NC', countryCode: 'US' },
]

/** What the catalogue's sku_norm / reference_norm do (server/shop/part-number.ts partNumberKey), in SQL. */
const skuNormOf = (column: string) =>
  sql.raw(`upper(replace(replace(replace(replace(${column}, ' ', ''), '.', ''), '-', ''), '/', ''))`)

/**
 * The information centre (issue 9): business documents (invoices, credit notes, delivery notes,
 * packing lists) with their lines and links, shipments, and what orders need for the ERP history
 * (VIN, source, delivered/backordered quantities). Lines carry customer_id and a normalized sku so a
 * search by article number is an index seek within one customer. See
 * docs/decisions/003-erp-history-and-documents.md.
 */
export const documents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('vin', 'text').execute()
    await db.schema
      .alterTable('orders')
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('shop'))
      .execute()
    await sql`create index orders_customer_vin on orders (customer_id, vin) where vin is not null`.execute(db)

    for (const [name, type] of [
      ['customer_id', 'text'],
      ['sku_norm', 'text'],
      ['expected_date', 'text'],
    ] as const) {
      await db.schema.alterTable('order_lines').addColumn(name, type).execute()
    }
    await db.schema
      .alterTable('order_lines')
      .addColumn('delivered_qty', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .alterTable('order_lines')
      .addColumn('backordered_qty', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await sql`update order_lines set
        customer_id = (select o.customer_id from orders o where o.order_number = order_lines.order_number),
        sku_norm = ${skuNormOf('sku')},
        backordered_qty = case when (select o.status from orders o where o.order_number = order_lines.order_number) = 'backordered'
          then qty else 0 end`.execute(db)
    await db.schema.createIndex('order_lines_customer_sku').on('order_lines').columns(['customer_id', 'sku_norm']).execute()
    await sql`create index order_lines_open_backorders on order_lines (customer_id, order_number) where backordered_qty > 0`.execute(
      db,
    )

    // The letterhead of a document needs the entity's address in parts and its bank account.
    for (const column of ['iban', 'postal_code', 'locality', 'country_code']) {
      await db.schema.alterTable('entities').addColumn(column, 'text').execute()
    }
    for (const entity of ENTITY_LETTERHEADS) {
      await sql`update entities set iban = ${entity.iban}, postal_code = ${entity.postalCode}, locality = ${entity.locality},
          country_code = ${entity.countryCode} where code = ${entity.code}`.execute(db)
    }

    await db.schema
      .createTable('documents')
      .addColumn('document_id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('invoice', 'creditnote', 'deliverynote', 'packinglist')`))
      .addColumn('issued_on', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('entity_code', 'text', (c) => c.notNull())
      .addColumn('buyer', 'text', (c) => c.notNull())
      .addColumn('shipping_address', 'text', (c) => c.notNull())
      .addColumn('customer_order_reference', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('net', 'real')
      .addColumn('vat_total', 'real')
      .addColumn('gross', 'real')
      .addColumn('vat_breakdown', 'text')
      .addColumn('due_date', 'text')
      .addColumn('payment_terms_days', 'integer')
      .addColumn('credit_note_reason', 'text')
      .addColumn('shipment_id', 'text')
      .execute()
    await db.schema.createIndex('documents_customer_date').on('documents').columns(['customer_id', 'issued_on']).execute()
    await db.schema
      .createIndex('documents_customer_type_date')
      .on('documents')
      .columns(['customer_id', 'type', 'issued_on'])
      .execute()
    await db.schema
      .createTable('document_orders')
      .addColumn('document_id', 'text', (c) => c.notNull().references('documents.document_id').onDelete('cascade'))
      .addColumn('order_number', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('document_orders_pk', ['document_id', 'order_number'])
      .execute()
    await db.schema.createIndex('document_orders_order').on('document_orders').columns(['order_number', 'document_id']).execute()
    await db.schema
      .createTable('document_links')
      .addColumn('document_id', 'text', (c) => c.notNull().references('documents.document_id').onDelete('cascade'))
      .addColumn('related_id', 'text', (c) => c.notNull().references('documents.document_id').onDelete('cascade'))
      .addPrimaryKeyConstraint('document_links_pk', ['document_id', 'related_id'])
      .execute()
    // The cascade from a deleted document looks its links up from this side too.
    await db.schema.createIndex('document_links_related').on('document_links').column('related_id').execute()
    await db.schema
      .createTable('document_lines')
      .addColumn('document_id', 'text', (c) => c.notNull().references('documents.document_id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('order_number', 'text', (c) => c.notNull())
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('sku_norm', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('oe_numbers', 'text', (c) => c.notNull())
      .addColumn('qty', 'integer', (c) => c.notNull())
      .addColumn('unit_price', 'real')
      .addColumn('line_total', 'real')
      .addColumn('vat_rate', 'real')
      .addPrimaryKeyConstraint('document_lines_pk', ['document_id', 'position'])
      .execute()
    await db.schema
      .createIndex('document_lines_customer_sku')
      .on('document_lines')
      .columns(['customer_id', 'sku_norm', 'document_id'])
      .execute()
    await db.schema
      .createTable('shipments')
      .addColumn('shipment_id', 'text', (c) => c.primaryKey())
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('delivery_note_id', 'text')
      .addColumn('carrier', 'text', (c) => c.notNull())
      .addColumn('tracking_number', 'text', (c) => c.notNull())
      .addColumn('tracking_url', 'text', (c) => c.notNull())
      .addColumn('parcels', 'integer', (c) => c.notNull())
      .addColumn('weight_kg', 'real', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('shipped_at', 'text')
      .addColumn('delivered_at', 'text')
      .execute()
    await db.schema.createIndex('shipments_customer_shipped').on('shipments').columns(['customer_id', 'shipped_at']).execute()
    await db.schema.createIndex('shipments_delivery_note').on('shipments').column('delivery_note_id').execute()
    await db.schema
      .createTable('erp_history_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['erp_history_meta', 'shipments', 'document_lines', 'document_links', 'document_orders', 'documents']) {
      await db.schema.dropTable(table).execute()
    }
  },
}

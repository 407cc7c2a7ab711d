import type { Insertable } from 'kysely'
import type { FormStatus } from '../../src/shared/contracts/services-constants'
import type { Db } from '../db/connect'
import type { DocumentTables } from '../db/schema-documents'
import { insertTestCase } from '../returns/case-test-kit'
import { partNumberKey } from '../shop/part-number'

/** Test data for the open cores account (tests only): an exchange unit ordered, delivered, and core cases for it. */
export type UnitInput = {
  customerId: string
  orderNumber: string
  sku: string
  deliveredQty: number
  depositUnit: number
  /** YYYY-MM-DD of the delivery note; null: no note (the order's date is used). */
  deliveredOn: string | null
  placedAt?: string
  currency?: string
}

/** The delivery note's position of the unit's line: not 1, so a reader that assumes the first line fails. */
const NOTE_POSITION = 3
const partName = (sku: string) => `Starter ${sku}`

export async function insertExchangeUnit(db: Db, unit: UnitInput) {
  const currency = unit.currency ?? 'EUR'
  const contact = await db
    .selectFrom('contacts')
    .select('contact_id')
    .where('customer_id', '=', unit.customerId)
    .executeTakeFirstOrThrow()
  const address = JSON.stringify({})
  await db
    .insertInto('orders')
    .values({
      order_number: unit.orderNumber,
      customer_id: unit.customerId,
      contact_id: contact.contact_id,
      linked_order_number: null,
      part: 'first',
      placed_at: `${unit.placedAt ?? unit.deliveredOn ?? '2026-01-01'}T08:00:00.000Z`,
      status: 'completed',
      customer_order_reference: '',
      billing_address: address,
      shipping_address: address,
      transport_id: 'standard',
      transport_price: 0,
      payment_id: 'invoice',
      currency,
      goods_total: 100,
      total: 100,
      language: 'de',
      vin: null,
      deposit_total: unit.depositUnit * unit.deliveredQty,
    })
    .execute()
  await db
    .insertInto('order_lines')
    .values({
      order_number: unit.orderNumber,
      position: 1,
      vendor_id: 'V1',
      sku: unit.sku,
      name: partName(unit.sku),
      qty: unit.deliveredQty,
      unit_price: 100,
      line_total: 100 * unit.deliveredQty,
      customer_id: unit.customerId,
      sku_norm: partNumberKey(unit.sku),
      delivered_qty: unit.deliveredQty,
      deposit_unit: unit.depositUnit,
    })
    .execute()
  if (unit.deliveredOn === null) return null
  const noteId = `LS-${unit.orderNumber}`
  await insertOneLineDocument(
    db,
    {
      document_id: noteId,
      customer_id: unit.customerId,
      type: 'deliverynote',
      issued_on: unit.deliveredOn,
      status: 'issued',
      currency,
      entity_code: 'DE',
    },
    { position: NOTE_POSITION, order_number: unit.orderNumber, sku: unit.sku, name: partName(unit.sku), qty: unit.deliveredQty },
  )
  await db.insertInto('document_orders').values({ document_id: noteId, order_number: unit.orderNumber }).execute()
  return noteId
}

/** A core case of one line for the unit, at the step given; a credited one with its credit note. */
export async function insertCoreCase(
  db: Db,
  input: { customerId: string; orderNumber: string; sku: string; qty: number; status: FormStatus },
) {
  const id = await insertTestCase(db, {
    customerId: input.customerId,
    kind: 'core',
    status: input.status,
    lines: [
      {
        orderNumber: input.orderNumber,
        sku: input.sku,
        partName: partName(input.sku),
        qty: input.qty,
        unitCredit: 0,
        vendorId: 'V1',
        documentId: `LS-${input.orderNumber}`,
        documentPosition: NOTE_POSITION,
      },
    ],
  })
  // A credited core's credit note: its deposit line is what takes the core off the account.
  if (input.status === 'credited') {
    await insertOneLineDocument(
      db,
      {
        document_id: `CN-${id}`,
        customer_id: input.customerId,
        type: 'creditnote',
        issued_on: dayFromToday(0),
        status: 'open',
        currency: 'EUR',
        entity_code: 'DTDE',
        net: 0,
        vat_total: 0,
        gross: 0,
        vat_breakdown: '[]',
        credit_note_reason: 'return',
      },
      {
        position: 1,
        order_number: input.orderNumber,
        sku: input.sku,
        name: `Altteilpfand ${input.sku}`,
        qty: input.qty,
        unit_price: 0,
        line_total: 0,
        vat_rate: 19,
        line_kind: 'deposit',
      },
    )
  }
  return id
}

type DocumentValues = Pick<
  Insertable<DocumentTables['documents']>,
  'document_id' | 'customer_id' | 'type' | 'issued_on' | 'status' | 'currency' | 'entity_code'
> &
  Partial<Insertable<DocumentTables['documents']>>
type LineValues = Pick<Insertable<DocumentTables['document_lines']>, 'position' | 'order_number' | 'sku' | 'name' | 'qty'> &
  Partial<Insertable<DocumentTables['document_lines']>>

/** A document of one line of vendor V1; amounts, due date and snapshots empty unless given. */
async function insertOneLineDocument(db: Db, document: DocumentValues, line: LineValues) {
  await db
    .insertInto('documents')
    .values({
      buyer: '{}',
      shipping_address: '{}',
      customer_order_reference: '',
      net: null,
      vat_total: null,
      gross: null,
      vat_breakdown: null,
      due_date: null,
      payment_terms_days: null,
      credit_note_reason: null,
      shipment_id: null,
      content_hash: null,
      ...document,
    })
    .execute()
  await db
    .insertInto('document_lines')
    .values({
      document_id: document.document_id,
      customer_id: document.customer_id,
      vendor_id: 'V1',
      sku_norm: partNumberKey(line.sku),
      oe_numbers: '[]',
      unit_price: null,
      line_total: null,
      vat_rate: null,
      ...line,
    })
    .execute()
}

/** YYYY-MM-DD `days` from today (negative: in the past). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

import type { Db } from '../db/connect'

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
      name: `Starter ${unit.sku}`,
      qty: unit.deliveredQty,
      unit_price: 100,
      line_total: 100 * unit.deliveredQty,
      customer_id: unit.customerId,
      sku_norm: unit.sku.toUpperCase(),
      delivered_qty: unit.deliveredQty,
      deposit_unit: unit.depositUnit,
    })
    .execute()
  if (unit.deliveredOn === null) return null
  const noteId = `LS-${unit.orderNumber}`
  await db
    .insertInto('documents')
    .values({
      document_id: noteId,
      customer_id: unit.customerId,
      type: 'deliverynote',
      issued_on: unit.deliveredOn,
      status: 'issued',
      currency,
      entity_code: 'DE',
      buyer: '{}',
      shipping_address: address,
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
    })
    .execute()
  await db.insertInto('document_orders').values({ document_id: noteId, order_number: unit.orderNumber }).execute()
  await db
    .insertInto('document_lines')
    .values({
      document_id: noteId,
      position: 3,
      customer_id: unit.customerId,
      order_number: unit.orderNumber,
      vendor_id: 'V1',
      sku: unit.sku,
      sku_norm: unit.sku.toUpperCase(),
      name: `Starter ${unit.sku}`,
      oe_numbers: '[]',
      qty: unit.deliveredQty,
      unit_price: null,
      line_total: null,
      vat_rate: null,
    })
    .execute()
  return noteId
}

/** A core case of one line for the unit, at the step given. */
export async function insertCoreCase(
  db: Db,
  input: { customerId: string; orderNumber: string; sku: string; qty: number; status: string },
) {
  const contact = await db
    .selectFrom('contacts')
    .select('contact_id')
    .where('customer_id', '=', input.customerId)
    .executeTakeFirstOrThrow()
  const form = await db
    .insertInto('service_forms')
    .values({
      customer_id: input.customerId,
      contact_id: contact.contact_id,
      kind: 'core',
      order_number: input.orderNumber,
      position: 1,
      vendor_id: 'V1',
      sku: input.sku,
      part_name: `Starter ${input.sku}`,
      qty: input.qty,
      reason: '',
      description: '',
      status: input.status,
      language: 'de',
      created_at: new Date().toISOString(),
      updated_at: null,
      credit_note_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('service_form_lines')
    .values({
      form_id: form.id,
      line_no: 1,
      document_id: `LS-${input.orderNumber}`,
      document_position: 3,
      order_number: input.orderNumber,
      vendor_id: 'V1',
      sku: input.sku,
      sku_norm: input.sku.toUpperCase(),
      part_name: `Starter ${input.sku}`,
      qty: input.qty,
      reason: null,
      core_condition: 'complete',
      remark: '',
      unit_credit: 0,
      currency: 'EUR',
      vat_rate: 19,
    })
    .execute()
  if (input.status === 'credited') await insertDepositCredit(db, { ...input, creditNoteId: `CN-${form.id}` })
  return form.id
}

/** A credited core's credit note: its deposit line is what takes the core off the account. */
async function insertDepositCredit(
  db: Db,
  input: { customerId: string; orderNumber: string; sku: string; qty: number; creditNoteId: string },
) {
  await db
    .insertInto('documents')
    .values({
      document_id: input.creditNoteId,
      customer_id: input.customerId,
      type: 'creditnote',
      issued_on: dayFromToday(0),
      status: 'open',
      currency: 'EUR',
      entity_code: 'DTDE',
      buyer: '{}',
      shipping_address: '{}',
      customer_order_reference: '',
      net: 0,
      vat_total: 0,
      gross: 0,
      vat_breakdown: '[]',
      due_date: null,
      payment_terms_days: null,
      credit_note_reason: 'return',
      shipment_id: null,
      content_hash: null,
    })
    .execute()
  await db
    .insertInto('document_lines')
    .values({
      document_id: input.creditNoteId,
      position: 1,
      customer_id: input.customerId,
      order_number: input.orderNumber,
      vendor_id: 'V1',
      sku: input.sku,
      sku_norm: input.sku.toUpperCase(),
      name: `Altteilpfand ${input.sku}`,
      oe_numbers: '[]',
      qty: input.qty,
      unit_price: 0,
      line_total: 0,
      vat_rate: 19,
      line_kind: 'deposit',
    })
    .execute()
}

/** YYYY-MM-DD `days` from today (negative: in the past). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

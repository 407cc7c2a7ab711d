import { FINAL_FORM_STATUSES } from '../../../src/shared/contracts/services-constants'
import type { Db } from '../connect'

/** One delivered exchange-unit order line with what its core cases and documents say about it. */
export type OpenCoreRow = {
  customerId: string
  orderNumber: string
  vendorId: string
  sku: string
  skuNorm: string
  name: string
  currency: string
  depositUnit: number
  deliveredQty: number
  creditedQty: number
  inReturnQty: number
  deliveryNoteId: string
  deliveryNotePosition: number | null
  /** YYYY-MM-DD: the delivery note's date, else the order's latest shipment, else the day it was placed. */
  deliveredOn: string
}

const key = (orderNumber: string, skuNorm: string) => `${orderNumber}\u0000${skuNorm}`

/**
 * Exchange units (order lines with a deposit) a customer got delivered, with the pieces credited and
 * the pieces in live core cases beside them. A line delivered on several notes is dated by its first
 * note: the earliest due date, so no piece is late unnoticed.
 */
export function createOpenCoreRepository(db: Db) {
  return {
    /** Customers with at least one delivered exchange unit (the reminder job walks them). */
    async customersWithCores(): Promise<string[]> {
      const rows = await db
        .selectFrom('order_lines')
        .select('customer_id')
        .distinct()
        .where('deposit_unit', '>', 0)
        .where('delivered_qty', '>', 0)
        .orderBy('customer_id')
        .execute()
      return rows.map((row) => row.customer_id)
    },

    async rowsOf(customerId: string): Promise<OpenCoreRow[]> {
      const lines = await db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.order_number', 'l.order_number')
        .select(['l.order_number', 'l.vendor_id', 'l.sku', 'l.sku_norm', 'l.name', 'l.deposit_unit', 'l.delivered_qty'])
        .select(['o.currency', 'o.placed_at'])
        .where('l.customer_id', '=', customerId)
        .where('o.customer_id', '=', customerId)
        .where('l.deposit_unit', '>', 0)
        .where('l.delivered_qty', '>', 0)
        .execute()
      if (lines.length === 0) return []

      // On its way: pieces in live core cases. Back: pieces whose deposit a credit note paid back (a credited
      // core case's, the ERP's for a core returned at the counter, or a returned unused unit's) — one count.
      const cases = await db
        .selectFrom('service_form_lines as c')
        .innerJoin('service_forms as f', 'f.id', 'c.form_id')
        .select(['c.order_number', 'c.sku_norm', 'c.qty'])
        .where('f.customer_id', '=', customerId)
        .where('f.kind', '=', 'core')
        // Live cases only: after a final step (rejected, refused, credited) no core is on its way.
        .where('f.status', 'not in', FINAL_FORM_STATUSES)
        .execute()
      const inReturn = new Map<string, number>()
      for (const row of cases) {
        const k = key(row.order_number, row.sku_norm)
        inReturn.set(k, (inReturn.get(k) ?? 0) + row.qty)
      }
      const refunds = await db
        .selectFrom('document_lines as dl')
        .innerJoin('documents as d', 'd.document_id', 'dl.document_id')
        .select(['dl.order_number', 'dl.sku_norm', 'dl.qty'])
        .where('d.customer_id', '=', customerId)
        .where('d.type', '=', 'creditnote')
        .where('dl.line_kind', '=', 'deposit')
        .execute()
      const credited = new Map<string, number>()
      for (const row of refunds) {
        const k = key(row.order_number, row.sku_norm)
        credited.set(k, (credited.get(k) ?? 0) + Number(row.qty))
      }

      const notes = await db
        .selectFrom('document_lines as dl')
        .innerJoin('documents as d', 'd.document_id', 'dl.document_id')
        .select(['dl.order_number', 'dl.sku_norm', 'dl.document_id', 'dl.position', 'd.issued_on'])
        .where('d.customer_id', '=', customerId)
        .where('d.type', '=', 'deliverynote')
        .where('dl.line_kind', '=', 'goods')
        .orderBy('d.issued_on')
        .orderBy('dl.document_id')
        .orderBy('dl.position')
        .execute()
      const firstNote = new Map<string, { id: string; position: number; issuedOn: string }>()
      for (const row of notes) {
        const k = key(row.order_number, row.sku_norm)
        if (!firstNote.has(k)) firstNote.set(k, { id: row.document_id, position: row.position, issuedOn: row.issued_on })
      }

      const shipped = await db
        .selectFrom('shipments as s')
        .innerJoin('document_orders as dor', 'dor.document_id', 's.delivery_note_id')
        .select(['dor.order_number', 's.shipped_at', 's.delivered_at'])
        .where('s.customer_id', '=', customerId)
        .execute()
      const lastShipment = new Map<string, string>()
      for (const row of shipped) {
        const at = (row.delivered_at ?? row.shipped_at ?? '').slice(0, 10)
        if (at && at > (lastShipment.get(row.order_number) ?? '')) lastShipment.set(row.order_number, at)
      }

      return lines.map((line) => {
        const k = key(line.order_number, line.sku_norm)
        const note = firstNote.get(k)
        return {
          customerId,
          orderNumber: line.order_number,
          vendorId: line.vendor_id,
          sku: line.sku,
          skuNorm: line.sku_norm,
          name: line.name,
          currency: line.currency,
          depositUnit: Number(line.deposit_unit),
          deliveredQty: Number(line.delivered_qty),
          creditedQty: credited.get(k) ?? 0,
          inReturnQty: inReturn.get(k) ?? 0,
          deliveryNoteId: note?.id ?? '',
          deliveryNotePosition: note?.position ?? null,
          deliveredOn: note?.issuedOn.slice(0, 10) ?? lastShipment.get(line.order_number) ?? line.placed_at.slice(0, 10),
        }
      })
    },

    /** Of these cores, the ones whose reminder for this due date went out already. */
    async remindedOf(cores: Array<{ orderNumber: string; skuNorm: string; dueOn: string }>): Promise<Set<string>> {
      const orderNumbers = [...new Set(cores.map((core) => core.orderNumber))]
      if (orderNumbers.length === 0) return new Set()
      const rows = await db
        .selectFrom('core_reminders')
        .select(['order_number', 'sku_norm', 'due_on'])
        .where('order_number', 'in', orderNumbers)
        .execute()
      return new Set(rows.map((row) => reminderKey(row.order_number, row.sku_norm, row.due_on)))
    },

    /** Claims the reminder of one core and due date; false when another run (or instance) claimed it first. */
    async claimReminder(core: { orderNumber: string; skuNorm: string; dueOn: string }, sentAt: string): Promise<boolean> {
      const inserted = await db
        .insertInto('core_reminders')
        .values({ order_number: core.orderNumber, sku_norm: core.skuNorm, due_on: core.dueOn, sent_at: sentAt })
        .onConflict((oc) => oc.columns(['order_number', 'sku_norm', 'due_on']).doNothing())
        .returning('order_number')
        .execute()
      return inserted.length > 0
    },
  }
}

export const reminderKey = (orderNumber: string, skuNorm: string, dueOn: string) => `${orderNumber}\u0000${skuNorm}\u0000${dueOn}`

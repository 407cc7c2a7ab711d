import type SQLite from 'better-sqlite3'
import { partNumberKey } from '../../shop/part-number'
import { documentTotals, vatRateOf } from '../../shop/vat'
import { type BilledLine, type CustomerHistory, isoDay, type PlannedOrder } from './history-model'
import { writeOrders } from './write-orders'

type DocumentRow = {
  document_id: string
  type: string
  issued_on: string
  status: string
  customer_order_reference: string
  net: number | null
  vat_total: number | null
  gross: number | null
  vat_breakdown: string | null
  due_date: string | null
  payment_terms_days: number | null
  credit_note_reason: string | null
  shipment_id: string | null
}
type LineRow = Pick<BilledLine, 'sku' | 'vendorId' | 'name' | 'oeNumbers' | 'qty'> & {
  order: PlannedOrder
  unitPrice: number | null
  lineTotal: number | null
  vatRate: number | null
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** The buyers' own references of the orders a document covers, as one printable string. */
function referencesOf(orders: PlannedOrder[]): string {
  return [...new Set(orders.map((order) => order.reference).filter(Boolean))].join(', ').slice(0, 200)
}

/** Writes the numbered histories with prepared statements; the caller holds the transaction. */
export function writeHistories(sqlite: SQLite.Database, histories: CustomerHistory[]) {
  const insertDocument = sqlite.prepare(
    `INSERT INTO documents (document_id, customer_id, type, issued_on, status, currency, entity_code, buyer, shipping_address,
       customer_order_reference, net, vat_total, gross, vat_breakdown, due_date, payment_terms_days, credit_note_reason, shipment_id)
     VALUES (@document_id, @customer_id, @type, @issued_on, @status, @currency, @entity_code, @buyer, @shipping_address,
       @customer_order_reference, @net, @vat_total, @gross, @vat_breakdown, @due_date, @payment_terms_days, @credit_note_reason, @shipment_id)`,
  )
  const insertLine = sqlite.prepare(
    `INSERT INTO document_lines (document_id, position, customer_id, order_number, vendor_id, sku, sku_norm, name, oe_numbers,
       qty, unit_price, line_total, vat_rate) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertDocumentOrder = sqlite.prepare('INSERT OR IGNORE INTO document_orders (document_id, order_number) VALUES (?, ?)')
  const insertLink = sqlite.prepare('INSERT OR IGNORE INTO document_links (document_id, related_id) VALUES (?, ?)')
  const insertShipment = sqlite.prepare(
    `INSERT INTO shipments (shipment_id, customer_id, delivery_note_id, carrier, tracking_number, tracking_url, parcels, weight_kg,
       status, shipped_at, delivered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const link = (a: string, b: string) => {
    insertLink.run(a, b)
    insertLink.run(b, a)
  }

  for (const history of histories) {
    const { customer } = history
    writeOrders(sqlite, history)
    const common = {
      customer_id: customer.customerId,
      currency: customer.currency,
      entity_code: customer.entityCode,
      buyer: JSON.stringify({ ...customer.billing, vatId: customer.vatId }),
      shipping_address: JSON.stringify(customer.billing),
    }
    const vatRate = vatRateOf(customer.entityCode)
    const write = (row: DocumentRow, lines: LineRow[]) => {
      insertDocument.run({ ...common, ...row })
      lines.forEach((line, index) => {
        insertLine.run(
          row.document_id,
          index + 1,
          customer.customerId,
          line.order.number,
          line.vendorId,
          line.sku,
          partNumberKey(line.sku),
          line.name,
          JSON.stringify(line.oeNumbers),
          line.qty,
          line.unitPrice,
          line.lineTotal,
          line.vatRate,
        )
      })
      for (const order of new Set(lines.map((line) => line.order))) insertDocumentOrder.run(row.document_id, order.number)
    }
    const paperRow = { status: 'issued', net: null, vat_total: null, gross: null, vat_breakdown: null }
    const noTerms = { due_date: null, payment_terms_days: null, credit_note_reason: null }

    for (const delivery of history.deliveries) {
      const lines = delivery.items.map(({ order, line, qty }) => ({
        order,
        ...line.part,
        qty,
        unitPrice: null,
        lineTotal: null,
        vatRate: null,
      }))
      const reference = referencesOf(delivery.items.map((item) => item.order))
      const shipmentId = delivery.shipment?.id ?? null
      const base = {
        ...paperRow,
        ...noTerms,
        issued_on: isoDay(delivery.day),
        customer_order_reference: reference,
        shipment_id: shipmentId,
      }
      write({ ...base, document_id: delivery.deliveryNoteId, type: 'deliverynote' }, lines)
      write({ ...base, document_id: delivery.packingListId, type: 'packinglist' }, lines)
      link(delivery.deliveryNoteId, delivery.packingListId)
      const s = delivery.shipment
      if (s) {
        insertShipment.run(
          s.id,
          customer.customerId,
          delivery.deliveryNoteId,
          s.carrier,
          s.trackingNumber,
          s.trackingUrl,
          s.parcels,
          s.weightKg,
          s.status,
          iso(s.shippedAt),
          iso(s.deliveredAt),
        )
      }
    }

    const priced = (lines: BilledLine[]) => lines.map((line) => ({ ...line, vatRate }))
    const amounts = (lines: LineRow[]) => {
      const totals = documentTotals(lines.map((line) => ({ lineTotal: line.lineTotal ?? 0, vatRate })))
      return { net: totals.net, vat_total: totals.vatTotal, gross: totals.gross, vat_breakdown: JSON.stringify(totals.vat) }
    }
    for (const invoice of history.invoices) {
      const lines = priced(invoice.lines)
      write(
        {
          ...amounts(lines),
          document_id: invoice.id,
          type: 'invoice',
          issued_on: isoDay(invoice.day),
          status: invoice.status,
          customer_order_reference: referencesOf(lines.map((line) => line.order)),
          due_date: isoDay(invoice.dueDay),
          payment_terms_days: invoice.termsDays,
          credit_note_reason: null,
          shipment_id: null,
        },
        lines,
      )
      for (const delivery of invoice.deliveries) link(invoice.id, delivery.deliveryNoteId)
    }
    for (const note of history.creditNotes) {
      const lines = priced(note.lines)
      write(
        {
          ...amounts(lines),
          ...noTerms,
          document_id: note.id,
          type: 'creditnote',
          issued_on: isoDay(note.day),
          status: note.status,
          customer_order_reference: referencesOf(lines.map((line) => line.order)),
          credit_note_reason: note.reason,
          shipment_id: null,
        },
        lines,
      )
      link(note.id, note.invoice.id)
    }
  }
}

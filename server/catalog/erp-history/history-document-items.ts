import type { ErpDocumentItem, ErpDocumentLine } from '../../integration/erp/erp-document-item'
import type { ErpShipmentItem } from '../../integration/erp/erp-shipment-item'
import { depositTotalOf } from '../../shop/deposit'
import { depositVatRate } from '../../shop/deposit-vat'
import { documentTotals, vatRateOf } from '../../shop/vat'
import { type BilledLine, type CustomerHistory, isoDay, type PlannedOrder } from './history-model'
import { addressItem } from './history-order-items'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** The buyers' own references of the orders a document covers, as one printable string. */
function referencesOf(orders: PlannedOrder[]): string {
  return [...new Set(orders.map((order) => order.reference).filter(Boolean))].join(', ').slice(0, 200)
}

type Common = Pick<ErpDocumentItem, 'customer_id' | 'currency' | 'buyer' | 'shipping_address' | 'pdf_base64'>
const unpriced = { net: null, vat_total: null, gross: null, vat_breakdown: null, due_date: null, payment_terms_days: null }

/**
 * A customer's delivery notes, packing lists, invoices, credit notes and shipments as the integration
 * API takes them (POST /api/integration/documents and /shipments items). Delivery documents come first:
 * an invoice names its delivery notes in `related`, a credit note its invoice.
 */
export function historyDocumentItems(history: CustomerHistory): { documents: ErpDocumentItem[]; shipments: ErpShipmentItem[] } {
  const { customer } = history
  const common: Common = {
    customer_id: customer.customerId,
    currency: customer.currency,
    buyer: { ...addressItem(customer.billing), vat_id: customer.vatId },
    shipping_address: addressItem(customer.billing),
  }
  const vatRate = vatRateOf(customer.entityCode)
  const depositVat = depositVatRate(customer.entityCode, vatRate)
  // An exchange unit's line is followed by its deposit's: invoiced with the part, credited when the part goes back.
  const billed = (lines: BilledLine[]): ErpDocumentLine[] =>
    lines.flatMap((line) => {
      const part: ErpDocumentLine = {
        order_number: line.order.number,
        article_id: line.sku,
        supplier_id: line.vendorId,
        name: line.name,
        oe_numbers: line.oeNumbers,
        qty: line.qty,
        unit_price: line.unitPrice,
        line_total: line.lineTotal,
        vat_rate: vatRate,
      }
      if (line.depositUnit <= 0) return line.coreOnly ? [] : [part]
      const deposit: ErpDocumentLine = {
        ...part,
        name: `Altteilpfand ${line.sku}`,
        oe_numbers: [],
        unit_price: line.depositUnit,
        line_total: depositTotalOf(line.depositUnit, line.qty),
        vat_rate: depositVat,
        line_kind: 'deposit',
      }
      return line.coreOnly ? [deposit] : [part, deposit]
    })
  const amounts = (lines: ErpDocumentLine[]) => {
    const totals = documentTotals(lines.map((line) => ({ lineTotal: line.line_total ?? 0, vatRate: line.vat_rate ?? 0 })))
    return { net: totals.net, vat_total: totals.vatTotal, gross: totals.gross, vat_breakdown: totals.vat }
  }
  const documents: ErpDocumentItem[] = []
  const shipments: ErpShipmentItem[] = []
  for (const delivery of history.deliveries) {
    const lines: ErpDocumentLine[] = delivery.items.map(({ order, line, qty }) => ({
      order_number: order.number,
      article_id: line.part.sku,
      supplier_id: line.part.vendorId,
      name: line.part.name,
      oe_numbers: line.part.oeNumbers,
      qty,
      unit_price: null,
      line_total: null,
      vat_rate: null,
    }))
    const paper = {
      ...common,
      ...unpriced,
      issued_on: isoDay(delivery.day),
      status: 'issued' as const,
      customer_order_reference: referencesOf(delivery.items.map((item) => item.order)),
      credit_note_reason: null,
      shipment_id: delivery.shipment?.id ?? null,
      lines,
    }
    documents.push({ ...paper, document_id: delivery.deliveryNoteId, type: 'deliverynote', related: [delivery.packingListId] })
    documents.push({ ...paper, document_id: delivery.packingListId, type: 'packinglist', related: [delivery.deliveryNoteId] })
    const s = delivery.shipment
    if (s) {
      shipments.push({
        shipment_id: s.id,
        customer_id: customer.customerId,
        delivery_note_id: delivery.deliveryNoteId,
        carrier: s.carrier,
        tracking_number: s.trackingNumber,
        tracking_url: s.trackingUrl,
        parcels: s.parcels,
        weight_kg: s.weightKg,
        status: s.status,
        shipped_at: iso(s.shippedAt),
        delivered_at: iso(s.deliveredAt),
      })
    }
  }
  for (const invoice of history.invoices) {
    const lines = billed(invoice.lines)
    documents.push({
      ...common,
      ...amounts(lines),
      document_id: invoice.id,
      type: 'invoice',
      issued_on: isoDay(invoice.day),
      status: invoice.status,
      customer_order_reference: referencesOf(invoice.lines.map((line) => line.order)),
      due_date: isoDay(invoice.dueDay),
      payment_terms_days: invoice.termsDays,
      credit_note_reason: null,
      shipment_id: null,
      related: invoice.deliveries.map((delivery) => delivery.deliveryNoteId),
      lines,
    })
  }
  for (const note of history.creditNotes) {
    const lines = billed(note.lines)
    documents.push({
      ...common,
      ...amounts(lines),
      due_date: null,
      payment_terms_days: null,
      document_id: note.id,
      type: 'creditnote',
      issued_on: isoDay(note.day),
      status: note.status,
      customer_order_reference: referencesOf(note.lines.map((line) => line.order)),
      credit_note_reason: note.reason,
      shipment_id: null,
      related: [note.invoice.id],
      lines,
    })
  }
  return { documents, shipments }
}

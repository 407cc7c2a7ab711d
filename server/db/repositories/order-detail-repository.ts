import type { Address } from '../../../src/shared/contracts/cart'
import type { OrderDetail } from '../../../src/shared/contracts/documents'
import type { DocumentType } from '../../../src/shared/contracts/documents-constants'
import type { Language } from '../../../src/shared/contracts/languages'
import { depositTotalOf } from '../../shop/deposit'
import type { Db } from '../connect'
import { toRef } from './document-repository'
import { orderPaymentOf } from './order-payment-read'
import { toOrderSummary } from './order-summary-row'
import { inReaderLanguage } from './part-names'
import { createShipmentRepository } from './shipment-repository'

/** A line's deposit as the order page shows it: only a line that carries one, only to a reader who may see prices. */
function depositOfLine(unit: number, qty: number, showPrice: boolean) {
  return showPrice && unit > 0
    ? { depositUnit: unit, depositTotal: depositTotalOf(unit, qty) }
    : { depositUnit: null, depositTotal: null }
}

export type OrderView = {
  customerId: string
  showPrice: boolean
  documentTypes: DocumentType[]
  shipments: boolean
  /** The reader's language: part names come from the catalogue in it. */
  lang: Language
}

/**
 * One order of one customer with its lines (delivered, backordered, expected), the documents and
 * shipments the customer may see, and its online payment; amounts only with showPrice. Null for another customer's order.
 */
export function createOrderDetailRepository(db: Db) {
  const shipments = createShipmentRepository(db)
  return {
    async find(orderNumber: string, view: OrderView): Promise<OrderDetail | null> {
      const row = await db
        .selectFrom('orders')
        .selectAll()
        .where('order_number', '=', orderNumber)
        .where('customer_id', '=', view.customerId)
        .executeTakeFirst()
      if (!row) return null
      const [lines, documents, onlinePayment] = await Promise.all([
        db
          .selectFrom('order_lines as l')
          .leftJoin('parts as p', (join) => join.onRef('p.sku', '=', 'l.sku').onRef('p.vendor_id', '=', 'l.vendor_id'))
          .selectAll('l')
          .select('p.slug')
          .where('l.order_number', '=', orderNumber)
          .orderBy('l.position')
          .execute(),
        view.documentTypes.length === 0
          ? []
          : db
              .selectFrom('document_orders as o')
              .innerJoin('documents as d', 'd.document_id', 'o.document_id')
              .select(['d.document_id', 'd.type', 'd.issued_on'])
              .where('o.order_number', '=', orderNumber)
              .where('d.type', 'in', view.documentTypes)
              .orderBy('d.issued_on')
              .orderBy('d.document_id')
              .execute(),
        orderPaymentOf(db, row.payment_ref, view.showPrice),
      ])
      const price = (value: number) => (view.showPrice ? value : null)
      return {
        ...toOrderSummary(row, lines.length, view.showPrice),
        billingAddress: JSON.parse(row.billing_address) as Address,
        shippingAddress: JSON.parse(row.shipping_address) as Address,
        transport: { id: row.transport_id, price: price(row.transport_price) },
        payment: { id: row.payment_id },
        onlinePayment,
        lines: await inReaderLanguage(
          db,
          lines.map((line) => ({
            positionNumber: line.position,
            sku: line.sku,
            vendorId: line.vendor_id,
            name: line.name,
            slug: line.slug,
            qty: line.qty,
            deliveredQty: line.delivered_qty,
            backorderedQty: line.backordered_qty,
            expectedDate: line.expected_date,
            unitPrice: price(line.unit_price),
            lineTotal: price(line.line_total),
            ...depositOfLine(line.deposit_unit, line.qty, view.showPrice),
          })),
          view.lang,
        ),
        totals: view.showPrice
          ? { goods: row.goods_total, deposits: row.deposit_total, transport: row.transport_price, total: row.total }
          : null,
        documents: documents.map(toRef),
        shipments: view.shipments ? await shipments.ofOrder(view.customerId, orderNumber) : [],
      }
    },
  }
}

import type SQLite from 'better-sqlite3'
import { round2 } from '../../shop/money'
import { partNumberKey } from '../../shop/part-number'
import { type CustomerHistory, isoDay } from './history-model'

/** A customer's ERP orders and their lines (source 'erp'), in the shop's own orders tables. */
export function writeOrders(sqlite: SQLite.Database, history: CustomerHistory) {
  const insertOrder = sqlite.prepare(
    `INSERT INTO orders (order_number, customer_id, contact_id, linked_order_number, part, placed_at, status,
       customer_order_reference, billing_address, shipping_address, transport_id, transport_price, payment_id, currency,
       goods_total, total, language, vin, source)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'erp')`,
  )
  const insertLine = sqlite.prepare(
    `INSERT INTO order_lines (order_number, position, vendor_id, sku, name, qty, unit_price, line_total, customer_id, sku_norm,
       delivered_qty, backordered_qty, expected_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const { customer } = history
  const address = JSON.stringify(customer.billing)
  for (const order of history.orders) {
    const goods = round2(order.lines.reduce((sum, line) => sum + line.lineTotal, 0))
    insertOrder.run(
      order.number,
      customer.customerId,
      customer.contactId,
      order.linked?.number ?? null,
      order.part,
      new Date(order.placedAt).toISOString(),
      order.status,
      order.reference,
      address,
      address,
      order.transport.id,
      order.transport.price,
      order.paymentId,
      customer.currency,
      goods,
      round2(goods + order.transport.price),
      customer.language,
      order.vin,
    )
    for (const line of order.lines) {
      insertLine.run(
        order.number,
        line.position,
        line.part.vendorId,
        line.part.sku,
        line.part.name,
        line.qty,
        line.unitPrice,
        line.lineTotal,
        customer.customerId,
        partNumberKey(line.part.sku),
        line.deliveredQty,
        line.backorderedQty,
        line.expectedDay === null ? null : isoDay(line.expectedDay),
      )
    }
  }
}

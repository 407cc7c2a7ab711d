import type { Db } from '../../db/connect'
import { round2 } from '../../shop/money'
import { partNumberKey } from '../../shop/part-number'
import type { ErpOrderLine } from './erp-order-item'
import type { StoredLine } from './order-store'

/** Whether the ERP sent what is stored already (its name and supplier are the shop's, not compared). */
export const isSameLine = (stored: StoredLine, line: ErpOrderLine) =>
  stored.sku === line.article_id &&
  stored.qty === line.qty &&
  stored.unit_price === line.unit_price &&
  stored.delivered_qty === line.delivered_qty &&
  stored.backordered_qty === line.backordered_qty &&
  stored.expected_date === line.expected_date &&
  stored.cancelled_qty === line.cancelled_qty &&
  (line.deposit_unit === undefined || stored.deposit_unit === line.deposit_unit)

/** What the ERP sets on a stored line: quantities, dates, price and (when sent) deposit; the line's printed name stays. */
export async function updateOrderLine(trx: Db, orderNumber: string, line: ErpOrderLine) {
  await trx
    .updateTable('order_lines')
    .set({
      sku: line.article_id,
      sku_norm: partNumberKey(line.article_id),
      qty: line.qty,
      unit_price: line.unit_price,
      line_total: round2(line.qty * line.unit_price),
      delivered_qty: line.delivered_qty,
      backordered_qty: line.backordered_qty,
      expected_date: line.expected_date,
      cancelled_qty: line.cancelled_qty,
      ...(line.deposit_unit === undefined ? {} : { deposit_unit: line.deposit_unit }),
    })
    .where('order_number', '=', orderNumber)
    .where('position', '=', line.position)
    .execute()
}

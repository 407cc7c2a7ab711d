import type { Insertable } from 'kysely'
import type { Db } from '../../db/connect'
import type { Database } from '../../db/schema'
import { type CustomerNotice, queueCustomerNotice } from '../../jobs/customer-notices'
import { partNumberKey } from '../../shop/part-number'
import { type ErpAnswer, type ErpWriteOptions, emptyAnswer } from './erp-answer'
import type { ErpOrderItem } from './erp-order-item'
import { erpOrderRow, orderLineRow } from './erp-order-rows'
import { ItemRefused, refusalOf } from './erp-refusals'
import { knownCustomers, supplierIdsOf } from './known-customers'
import { isSameLine, updateOrderLine } from './order-line-update'
import { advanceOrderSequences, insertOrders, recomputeErpOrderTotals, type StoredLine, storedOrders } from './order-store'

/**
 * Status and lines of shop orders and ERP orders, inside the caller's transaction. A known order
 * number is updated line by line (by position; lines not sent stay as they are), an unknown one is
 * a new ERP order of a known customer. The same content again changes nothing. Notices: an order
 * is confirmed when the ERP first takes it on (a new ERP order, or the first update of a shop order)
 * without cancelling it; a backordered line whose expected date moved is a changed backorder.
 */
export async function upsertErpOrders(trx: Db, items: ErpOrderItem[], options: ErpWriteOptions): Promise<ErpAnswer> {
  const result = emptyAnswer()
  const customers = await knownCustomers(
    trx,
    items.flatMap((item) => (item.customer_id ? [item.customer_id] : [])),
  )
  const stored = await storedOrders(
    trx,
    items.map((item) => item.order_number),
  )
  const supplierIds = await supplierIdsOf(
    trx,
    items.flatMap((item) =>
      item.lines.filter((line) => line.supplier_id === undefined).map((line) => partNumberKey(line.article_id)),
    ),
  )
  const newOrders: Insertable<Database['orders']>[] = []
  const newLines: Insertable<Database['order_lines']>[] = []
  const notices: CustomerNotice[] = []
  const seen = new Set<string>()
  const retotal: Array<{ orderNumber: string; transportPrice: number }> = []
  for (const [index, item] of items.entries()) {
    try {
      if (seen.has(item.order_number))
        throw new ItemRefused('order_number', 'duplicate-in-batch', `${item.order_number} is sent twice in this batch.`)
      seen.add(item.order_number)
      const before = stored.orders.get(item.order_number)
      if (!before) {
        const customer = item.customer_id ? customers.get(item.customer_id) : undefined
        if (!customer) {
          throw new ItemRefused(
            'customer_id',
            'unknown-customer',
            `${item.order_number} is a new ERP order: it needs the customer_id of a known customer.`,
          )
        }
        newOrders.push(erpOrderRow(item, customer, { now: options.now, language: options.defaultLanguage }))
        for (const line of item.lines) newLines.push(orderLineRow(item.order_number, customer.customerId, line, supplierIds))
        if (item.status !== 'cancelled')
          notices.push({ kind: 'order-confirmed', customerId: customer.customerId, orderNumber: item.order_number })
        result.applied.created += 1
        continue
      }
      if (item.customer_id !== undefined && item.customer_id !== before.customer_id) {
        throw new ItemRefused('customer_id', 'customer-mismatch', `${item.order_number} belongs to another customer.`)
      }
      const storedLines = stored.lines.get(item.order_number) ?? new Map<number, StoredLine>()
      const changedLines = item.lines.filter((line) => {
        const old = storedLines.get(line.position)
        return !old || !isSameLine(old, line)
      })
      const statusChanged = item.status !== undefined && item.status !== before.status
      if (!statusChanged && changedLines.length === 0) {
        result.applied.unchanged += 1
        continue
      }
      for (const line of changedLines) {
        const old = storedLines.get(line.position)
        if (!old) {
          newLines.push(orderLineRow(item.order_number, before.customer_id, line, supplierIds))
          continue
        }
        await updateOrderLine(trx, item.order_number, line)
        if (line.backordered_qty > 0 && line.expected_date !== old.expected_date) {
          notices.push({
            kind: 'backorder-changed',
            customerId: before.customer_id,
            orderNumber: item.order_number,
            sku: line.article_id,
            expectedDate: line.expected_date,
          })
        }
      }
      if (before.source === 'erp' && changedLines.length > 0) {
        retotal.push({ orderNumber: item.order_number, transportPrice: before.transport_price })
      }
      const status = item.status ?? before.status
      await trx
        .updateTable('orders')
        .set({ status: status as ErpOrderItem['status'] & string, erp_updated_at: options.now })
        .where('order_number', '=', item.order_number)
        .execute()
      if (before.erp_updated_at === null && before.source === 'shop' && status !== 'cancelled') {
        notices.push({ kind: 'order-confirmed', customerId: before.customer_id, orderNumber: item.order_number })
      }
      result.applied.updated += 1
    } catch (error) {
      if (!(error instanceof ItemRefused)) throw error
      result.refused.push(refusalOf(index, error))
    }
  }
  await insertOrders(trx, newOrders, newLines)
  await advanceOrderSequences(
    trx,
    newOrders.map((order) => order.order_number),
  )
  await recomputeErpOrderTotals(trx, retotal)
  if (options.notify) for (const notice of notices) await queueCustomerNotice(trx, notice)
  return result
}

import type { Selectable } from 'kysely'
import type { OrderSummary } from '../../../src/shared/contracts/documents'
import type { Database } from '../schema'

type OrderRow = Pick<
  Selectable<Database['orders']>,
  | 'order_number'
  | 'linked_order_number'
  | 'part'
  | 'placed_at'
  | 'status'
  | 'customer_order_reference'
  | 'vin'
  | 'total'
  | 'currency'
>

/** An order row as the lists and the order page show it; the total only for a customer who may see prices. */
export function toOrderSummary(row: OrderRow, lineCount: number, showPrice: boolean): OrderSummary {
  return {
    orderNumber: row.order_number,
    linkedOrderNumber: row.linked_order_number,
    part: row.part,
    placedAt: row.placed_at,
    status: row.status,
    customerOrderReference: row.customer_order_reference,
    vin: row.vin,
    lineCount,
    total: showPrice ? row.total : null,
    currency: row.currency,
  }
}

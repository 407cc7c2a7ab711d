import type { Insertable } from 'kysely'
import type { Database } from '../../db/schema'
import { depositTotalOf } from '../../shop/deposit'
import { round2 } from '../../shop/money'
import { partNumberKey } from '../../shop/part-number'
import { addressJson } from './erp-item-fields'
import type { ErpOrderItem, ErpOrderLine } from './erp-order-item'
import type { KnownCustomer } from './known-customers'

export function orderLineRow(
  orderNumber: string,
  customerId: string,
  line: ErpOrderLine,
  supplierIds: Map<string, string>,
): Insertable<Database['order_lines']> {
  const skuNorm = partNumberKey(line.article_id)
  return {
    order_number: orderNumber,
    position: line.position,
    vendor_id: line.supplier_id ?? supplierIds.get(skuNorm) ?? '',
    sku: line.article_id,
    name: line.name ?? line.article_id,
    qty: line.qty,
    unit_price: line.unit_price,
    line_total: round2(line.qty * line.unit_price),
    deposit_unit: line.deposit_unit ?? 0,
    customer_id: customerId,
    sku_norm: skuNorm,
    delivered_qty: line.delivered_qty,
    backordered_qty: line.backordered_qty,
    expected_date: line.expected_date,
    cancelled_qty: line.cancelled_qty,
  }
}

/** A new ERP order (source 'erp'): what the item leaves out comes from its customer. */
export function erpOrderRow(
  item: ErpOrderItem,
  customer: KnownCustomer,
  defaults: { now: string; language: string },
): Insertable<Database['orders']> {
  const goods = round2(item.lines.reduce((sum, line) => sum + round2(line.qty * line.unit_price), 0))
  const deposits = round2(item.lines.reduce((sum, line) => sum + depositTotalOf(line.deposit_unit ?? 0, line.qty), 0))
  const transportPrice = item.transport_price ?? 0
  const billing = JSON.stringify(item.billing_address ? addressJson(item.billing_address) : customer.billing)
  return {
    order_number: item.order_number,
    customer_id: customer.customerId,
    contact_id: item.contact_id ?? '',
    linked_order_number: item.linked_order_number ?? null,
    // B… is the second part of an order the shop split (SPEC.md: A/B orders).
    part: item.order_number.startsWith('B') ? 'second' : 'first',
    placed_at: item.placed_at ?? defaults.now,
    status: item.status ?? 'received',
    customer_order_reference: item.customer_order_reference ?? '',
    billing_address: billing,
    shipping_address: item.shipping_address ? JSON.stringify(addressJson(item.shipping_address)) : billing,
    transport_id: item.transport_id ?? '',
    transport_price: transportPrice,
    payment_id: item.payment_id ?? '',
    currency: item.currency ?? customer.currency,
    goods_total: goods,
    deposit_total: deposits,
    total: round2(goods + deposits + transportPrice),
    language: item.language ?? defaults.language,
    vin: item.vin ?? null,
    source: 'erp',
    erp_updated_at: defaults.now,
  }
}

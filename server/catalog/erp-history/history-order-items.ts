import type { ErpOrderItem } from '../../integration/erp/erp-order-item'
import { depositOf } from '../../shop/deposit'
import { type CustomerHistory, isoDay } from './history-model'

const addressItem = (address: CustomerHistory['customer']['billing']) => ({
  name: address.name,
  street: address.street,
  postal_code: address.postalCode,
  city: address.city,
  country: address.country,
})

/** A customer's ERP orders as the integration API takes them (POST /api/integration/orders items). */
export function historyOrderItems(history: CustomerHistory): ErpOrderItem[] {
  const { customer } = history
  const address = addressItem(customer.billing)
  return history.orders.map((order) => ({
    order_number: order.number,
    customer_id: customer.customerId,
    status: order.status,
    placed_at: new Date(order.placedAt).toISOString(),
    customer_order_reference: order.reference,
    vin: order.vin,
    linked_order_number: order.linked?.number ?? null,
    contact_id: customer.contactId,
    currency: customer.currency,
    language: customer.language,
    transport_id: order.transport.id,
    transport_price: order.transport.price,
    payment_id: order.paymentId,
    billing_address: address,
    shipping_address: address,
    lines: order.lines.map((line) => ({
      position: line.position,
      article_id: line.part.sku,
      supplier_id: line.part.vendorId,
      name: line.part.name,
      qty: line.qty,
      delivered_qty: line.deliveredQty,
      backordered_qty: line.backorderedQty,
      expected_date: line.expectedDay === null ? null : isoDay(line.expectedDay),
      cancelled_qty: 0,
      unit_price: line.unitPrice,
      // The deposit the order took, the same the invoice bills (plan-invoices.ts): open cores count from it.
      deposit_unit: depositOf(line.part.depositCents, customer.currency)?.value ?? 0,
    })),
  }))
}

export { addressItem }

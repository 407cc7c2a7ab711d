import type { OrderStatus } from '../../../src/shared/contracts/documents-constants'
import type { PlannedDelivery, PlannedInvoice, PlannedOrder } from './history-model'

/**
 * Where each order stands today, from what happened to it: delivered in full or not, invoiced,
 * paid. An open second order is `backordered`; one with some lines out `partiallyShipped`.
 */
export function settleOrderStatuses(orders: PlannedOrder[], deliveries: PlannedDelivery[], invoices: PlannedInvoice[]) {
  const invoiceOf = new Map<PlannedDelivery, PlannedInvoice>()
  for (const invoice of invoices) for (const delivery of invoice.deliveries) invoiceOf.set(delivery, invoice)
  const deliveriesOf = new Map<PlannedOrder, PlannedDelivery[]>()
  for (const delivery of deliveries) {
    for (const item of new Set(delivery.items.map((i) => i.order)))
      deliveriesOf.set(item, [...(deliveriesOf.get(item) ?? []), delivery])
  }
  for (const order of orders) order.status = statusOf(order, deliveriesOf.get(order) ?? [], invoiceOf)
}

function statusOf(
  order: PlannedOrder,
  deliveries: PlannedDelivery[],
  invoiceOf: Map<PlannedDelivery, PlannedInvoice>,
): OrderStatus {
  if (order.cancelled) return 'cancelled'
  const complete = order.lines.every((line) => line.deliveredQty >= line.qty)
  // Papers printed today for a parcel still being packed: the order has not left yet.
  const gone = deliveries.filter((delivery) => delivery.shipment?.status !== 'preparing')
  if (!complete || gone.length < deliveries.length) {
    if (order.lines.some((line) => line.backorderedQty > 0)) return 'backordered'
    return gone.length > 0 ? 'partiallyShipped' : 'received'
  }
  const invoices = deliveries.map((delivery) => invoiceOf.get(delivery))
  if (invoices.some((invoice) => invoice === undefined)) return 'shipped'
  return invoices.every((invoice) => invoice?.status === 'paid') ? 'completed' : 'invoiced'
}

import { Random } from '../random'
import type { CatalogueReader } from './catalogue-reader'
import type { HistoryCustomer } from './history-customers'
import type { CustomerHistory } from './history-model'
import { settleOrderStatuses } from './order-status'
import { planDeliveries } from './plan-fulfilment'
import { planInvoices } from './plan-invoices'
import { planOrders } from './plan-orders'

/** Stream kind of the ERP history (server/catalog/random.ts STREAM holds the catalogue's). */
export const HISTORY_STREAM = 11

/**
 * One customer's two years before `anchorDay`: orders, then what shipped, then what was invoiced
 * and credited, then each order's status. Depends only on (seed, customer, anchor, catalogue), and
 * each stage draws from its own stream, so a change to invoicing does not reshuffle the orders.
 */
export function generateHistory(
  customer: HistoryCustomer,
  reader: CatalogueReader,
  seed: number,
  anchorDay: number,
): CustomerHistory {
  const stream = (stage: number) => new Random(seed, HISTORY_STREAM, customer.index, stage)
  const orders = planOrders(customer, reader, stream(1), anchorDay)
  const deliveries = planDeliveries(customer, orders, stream(2), anchorDay)
  const { invoices, creditNotes } = planInvoices(customer, deliveries, stream(3), anchorDay)
  settleOrderStatuses(orders, deliveries, invoices)
  return { customer, orders, deliveries, invoices, creditNotes }
}

import type { Address, Order, PlacedOrderResponse } from '../../src/shared/contracts/cart'
import type { Db } from '../db/connect'
import { createCartRepository } from '../db/repositories/cart-repository'
import { createJobRepository } from '../db/repositories/job-repository'
import { createOrderRepository } from '../db/repositories/order-repository'
import { recordWebhookEvent } from '../integration/webhooks/record-webhook-event'
import { OUTBOX_JOB_KIND } from '../jobs/outbox-worker'
import { round2 } from '../shop/money'
import { ORDER_MAIL_JOB_KIND } from './order-mail-worker'

/**
 * The order as the buyer confirmed it, before it has numbers: what placeOrder writes at once, and
 * what an online payment keeps (payments.snapshot) to write once the money is captured.
 */
export type OrderDraft = {
  cartId: number
  customerId: string
  contactId: string
  language: string
  customerOrderReference: string
  billingAddress: Address
  shippingAddress: Address
  paymentId: string
  currency: string
  transport: { id: string; price: number }
  /** What ships now and what is backordered (each line with its own position numbers). */
  now: Order['lines']
  later: Order['lines']
}

/** SPEC.md orderNumbers: `A26-000123` for what ships now, `B26-000123` for the backordered rest. */
export function orderNumbers(year: number, sequence: number) {
  const first = `A${String(year % 100).padStart(2, '0')}-${String(sequence).padStart(6, '0')}`
  return { first, second: backorderNumberOf(first) }
}

/** The backordered half's number: the first's, with B for A (A26-000123 → B26-000123). */
export const backorderNumberOf = (first: string) => `B${first.slice(1)}`

/** Whether the draft becomes two orders: part ships now, the rest is backordered. */
export const isSplit = (draft: Pick<OrderDraft, 'now' | 'later'>) => draft.now.length > 0 && draft.later.length > 0

// All net, like every price of the shop: VAT (deposits taxed like their part, docs/decisions/018-deposit-vat.md) is on the invoice.
function totalsOf(lines: Order['lines'], transport: number): Order['totals'] {
  const goods = round2(lines.reduce((sum, line) => sum + line.lineTotal, 0))
  const deposits = round2(lines.reduce((sum, line) => sum + line.depositTotal, 0))
  return { goods, deposits, transport, total: round2(goods + deposits + transport) }
}

/** The net total of everything the draft will become (both halves of a split order). */
export function draftNetTotal(draft: OrderDraft): number {
  return round2(totalsOf(draft.now, draft.transport.price).total + totalsOf(draft.later, 0).total)
}

/**
 * Writes the draft as one or two orders in the caller's transaction: numbers, lines, the cart closed,
 * the ERP export and the confirmation mail enqueued, the order.placed webhook recorded. Freight is
 * charged once, with the first order; the backordered rest follows free of charge.
 */
export async function writeOrders(
  trx: Db,
  draft: OrderDraft,
  options: { placedAt: Date; erpOrderFiles: boolean; payment?: Order['payment'] },
): Promise<PlacedOrderResponse> {
  const orders = createOrderRepository(trx)
  const { placedAt } = options
  const numbers = orderNumbers(placedAt.getUTCFullYear(), await orders.nextSequence(placedAt.getUTCFullYear()))
  const split = isSplit(draft)
  const common = {
    customerId: draft.customerId,
    contactId: draft.contactId,
    language: draft.language,
    placedAt: placedAt.toISOString(),
    customerOrderReference: draft.customerOrderReference,
    billingAddress: draft.billingAddress,
    shippingAddress: draft.shippingAddress,
    payment: options.payment ?? { id: draft.paymentId },
    currency: draft.currency,
  }
  const firstLines = split || draft.now.length > 0 ? draft.now : draft.later
  const placed: Order[] = [
    {
      ...common,
      orderNumber: numbers.first,
      linkedOrderNumber: split ? numbers.second : null,
      part: 'first',
      status: draft.now.length > 0 ? 'received' : 'backordered',
      transport: draft.transport,
      lines: firstLines,
      totals: totalsOf(firstLines, draft.transport.price),
    },
  ]
  if (split) {
    placed.push({
      ...common,
      orderNumber: numbers.second,
      linkedOrderNumber: numbers.first,
      part: 'second',
      status: 'backordered',
      transport: { id: draft.transport.id, price: 0 },
      lines: draft.later,
      totals: totalsOf(draft.later, 0),
    })
  }
  for (const order of placed) await orders.insert({ ...common, ...order })
  await createCartRepository(trx).markOrdered(draft.cartId)
  const jobs = createJobRepository(trx)
  const placedNumbers = placed.map((order) => order.orderNumber)
  if (options.erpOrderFiles) await jobs.enqueue(OUTBOX_JOB_KIND, { orderNumbers: placedNumbers })
  // The confirmation is sent by its worker once this transaction committed, never from in here.
  await jobs.enqueue(ORDER_MAIL_JOB_KIND, { orderNumbers: placedNumbers, contactId: draft.contactId, language: draft.language })
  const response: PlacedOrderResponse = {
    orderNumbers: { first: numbers.first, second: split ? numbers.second : null },
    orders: placed,
  }
  // In this transaction: the event exists if and only if the order does (docs/erp-exchange.md "Webhooks out").
  await recordWebhookEvent(
    trx,
    'order.placed',
    { orderNumbers: response.orderNumbers, customer: { id: draft.customerId, contactId: draft.contactId }, orders: placed },
    placedAt,
  )
  return response
}

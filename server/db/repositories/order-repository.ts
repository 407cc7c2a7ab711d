import type { Address, Order } from '../../../src/shared/contracts/cart'
import type { OrderStatus } from '../../../src/shared/contracts/documents-constants'
import { depositTotalOf } from '../../shop/deposit'
import { partNumberKey } from '../../shop/part-number'
import type { Db } from '../connect'
import { onlinePaymentsOf } from './order-payment-read'

export type NewOrder = Omit<Order, 'lines'> & {
  customerId: string
  contactId: string
  language: string
  lines: Order['lines']
}

function toOrder(row: Record<string, unknown> & { order_number: string }, lines: Order['lines']): Order {
  const r = row as unknown as {
    order_number: string
    linked_order_number: string | null
    part: Order['part']
    placed_at: string
    status: Order['status']
    customer_order_reference: string
    billing_address: string
    shipping_address: string
    transport_id: string
    transport_price: number
    payment_id: string
    currency: string
    goods_total: number
    deposit_total: number
    total: number
  }
  return {
    orderNumber: r.order_number,
    linkedOrderNumber: r.linked_order_number,
    part: r.part,
    placedAt: r.placed_at,
    status: r.status,
    customerOrderReference: r.customer_order_reference,
    billingAddress: JSON.parse(r.billing_address) as Address,
    shippingAddress: JSON.parse(r.shipping_address) as Address,
    transport: { id: r.transport_id, price: r.transport_price },
    payment: { id: r.payment_id },
    currency: r.currency,
    lines,
    totals: { goods: r.goods_total, deposits: r.deposit_total, transport: r.transport_price, total: r.total },
  }
}

/** Orders and their lines, as the information centre will list them. Pass a transaction as `db` to take part in it. */
export function createOrderRepository(db: Db) {
  async function linesOf(orderNumbers: string[]) {
    if (orderNumbers.length === 0) return new Map<string, Order['lines']>()
    const rows = await db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_number', 'in', orderNumbers)
      .orderBy('order_number')
      .orderBy('position')
      .execute()
    const byOrder = new Map<string, Order['lines']>()
    for (const row of rows) {
      const list = byOrder.get(row.order_number) ?? []
      list.push({
        positionNumber: row.position,
        sku: row.sku,
        vendorId: row.vendor_id,
        name: row.name,
        qty: row.qty,
        unitPrice: row.unit_price,
        lineTotal: row.line_total,
        depositUnit: row.deposit_unit,
        depositTotal: depositTotalOf(row.deposit_unit, row.qty),
      })
      byOrder.set(row.order_number, list)
    }
    return byOrder
  }

  return {
    /** The next number of the year's sequence; first and second order of one placement share it. */
    async nextSequence(year: number): Promise<number> {
      await db
        .insertInto('order_sequences')
        .values({ year, last: 1 })
        .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last: eb('order_sequences.last', '+', 1) })))
        .execute()
      const row = await db.selectFrom('order_sequences').select('last').where('year', '=', year).executeTakeFirstOrThrow()
      return row.last
    },

    async insert(order: NewOrder) {
      await db
        .insertInto('orders')
        .values({
          order_number: order.orderNumber,
          customer_id: order.customerId,
          contact_id: order.contactId,
          linked_order_number: order.linkedOrderNumber,
          part: order.part,
          placed_at: order.placedAt,
          status: order.status,
          customer_order_reference: order.customerOrderReference,
          billing_address: JSON.stringify(order.billingAddress),
          shipping_address: JSON.stringify(order.shippingAddress),
          transport_id: order.transport.id,
          transport_price: order.transport.price,
          payment_id: order.payment.id,
          payment_ref: order.payment.online?.paymentId ?? null,
          currency: order.currency,
          goods_total: order.totals.goods,
          deposit_total: order.totals.deposits,
          total: order.totals.total,
          language: order.language,
          vin: null,
        })
        .execute()
      if (order.lines.length === 0) return
      await db
        .insertInto('order_lines')
        .values(
          order.lines.map((line) => ({
            order_number: order.orderNumber,
            position: line.positionNumber,
            vendor_id: line.vendorId,
            sku: line.sku,
            name: line.name,
            qty: line.qty,
            unit_price: line.unitPrice,
            line_total: line.lineTotal,
            deposit_unit: line.depositUnit,
            customer_id: order.customerId,
            sku_norm: partNumberKey(line.sku),
            // A shop order's backordered half waits for the ERP to confirm a date.
            backordered_qty: order.status === 'backordered' ? line.qty : 0,
            expected_date: null,
          })),
        )
        .execute()
    },

    /** The status of one of the caller's orders; null when it is not theirs (or does not exist). */
    async ownStatus(customerId: string, orderNumber: string): Promise<OrderStatus | null> {
      const row = await db
        .selectFrom('orders')
        .select('status')
        .where('customer_id', '=', customerId)
        .where('order_number', '=', orderNumber)
        .executeTakeFirst()
      return row?.status ?? null
    },

    /** The caller's orders only; `orderNumbers` narrows to those (missing or foreign ones are simply absent). */
    async list(customerId: string | null, orderNumbers?: string[]): Promise<Order[]> {
      let query = db.selectFrom('orders').selectAll().orderBy('placed_at', 'desc').orderBy('order_number')
      if (customerId !== null) query = query.where('customer_id', '=', customerId)
      if (orderNumbers) {
        if (orderNumbers.length === 0) return []
        query = query.where('order_number', 'in', orderNumbers)
      }
      const rows = await query.limit(500).execute()
      const lines = await linesOf(rows.map((row) => row.order_number))
      const paid = await onlinePaymentsOf(
        db,
        rows.flatMap((row) => (row.payment_ref ? [row.payment_ref] : [])),
      )
      return rows.map((row) => {
        const order = toOrder(row, lines.get(row.order_number) ?? [])
        const online = row.payment_ref ? paid.get(row.payment_ref) : undefined
        return online ? { ...order, payment: { ...order.payment, online } } : order
      })
    },
  }
}

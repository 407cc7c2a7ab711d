import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/connect'
import type { Database } from '../../db/schema'
import { depositTotalOf } from '../../shop/deposit'
import { round2 } from '../../shop/money'
import { chunksOf } from './erp-refusals'

export type StoredOrder = {
  order_number: string
  customer_id: string
  status: string
  source: 'shop' | 'erp'
  erp_updated_at: string | null
  transport_price: number
}
export type StoredLine = Pick<
  Database['order_lines'],
  'order_number' | 'position' | 'sku' | 'qty' | 'unit_price' | 'expected_date'
> & { delivered_qty: number; backordered_qty: number; cancelled_qty: number; deposit_unit: number }

/** The orders a batch names, with their lines, in one query each per 500 order numbers. */
export async function storedOrders(trx: Db, numbers: string[]) {
  const orders = new Map<string, StoredOrder>()
  const lines = new Map<string, Map<number, StoredLine>>()
  for (const chunk of chunksOf([...new Set(numbers)], 500)) {
    const rows = await trx
      .selectFrom('orders')
      .select(['order_number', 'customer_id', 'status', 'source', 'erp_updated_at', 'transport_price'])
      .where('order_number', 'in', chunk)
      .execute()
    for (const row of rows) orders.set(row.order_number, row)
    if (rows.length === 0) continue
    const lineRows = await trx
      .selectFrom('order_lines')
      .select([
        'order_number',
        'position',
        'sku',
        'qty',
        'unit_price',
        'delivered_qty',
        'backordered_qty',
        'expected_date',
        'cancelled_qty',
        'deposit_unit',
      ])
      .where(
        'order_number',
        'in',
        rows.map((row) => row.order_number),
      )
      .execute()
    for (const line of lineRows) {
      const of = lines.get(line.order_number) ?? new Map<number, StoredLine>()
      of.set(line.position, line)
      lines.set(line.order_number, of)
    }
  }
  return { orders, lines }
}

export async function insertOrders(
  trx: Db,
  orders: Insertable<Database['orders']>[],
  lines: Insertable<Database['order_lines']>[],
) {
  for (const chunk of chunksOf(orders, 500)) await trx.insertInto('orders').values(chunk).execute()
  for (const chunk of chunksOf(lines, 500)) await trx.insertInto('order_lines').values(chunk).execute()
}

/** ERP order numbers take the shop's yearly sequence too: a later shop order must not get one of them. */
export async function advanceOrderSequences(trx: Db, orderNumbers: string[]) {
  const last = new Map<number, number>()
  for (const number of orderNumbers) {
    const year = 2000 + Number(number.slice(1, 3))
    last.set(year, Math.max(last.get(year) ?? 0, Number(number.slice(4))))
  }
  for (const [year, sequence] of last) {
    await trx
      .insertInto('order_sequences')
      .values({ year, last: sequence })
      .onConflict((conflict) =>
        conflict.column('year').doUpdateSet({
          last: sql<number>`case when excluded.last > order_sequences.last then excluded.last else order_sequences.last end`,
        }),
      )
      .execute()
  }
}

/** An ERP order's totals follow its lines (a shop order keeps what the buyer was shown at checkout). */
export async function recomputeErpOrderTotals(trx: Db, orders: Array<{ orderNumber: string; transportPrice: number }>) {
  for (const { orderNumber, transportPrice } of orders) {
    const lines = await trx
      .selectFrom('order_lines')
      .select(['line_total', 'qty', 'deposit_unit'])
      .where('order_number', '=', orderNumber)
      .execute()
    const goods = round2(lines.reduce((sum, line) => sum + line.line_total, 0))
    const deposits = round2(lines.reduce((sum, line) => sum + depositTotalOf(line.deposit_unit, line.qty), 0))
    await trx
      .updateTable('orders')
      .set({ goods_total: goods, deposit_total: deposits, total: round2(goods + deposits + transportPrice) })
      .where('order_number', '=', orderNumber)
      .execute()
  }
}

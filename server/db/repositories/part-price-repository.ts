import { sql } from 'kysely'
import type { PartPriceRows, ScaleRow } from '../../shop/part-price'
import type { Db } from '../connect'

/** Whose price rows to read: the customer (for net prices) and the customer's price group. */
export type PriceRowsViewer = { customerId: string; priceGroup: string }

type Row = { part_id: number; source: 'list' | 'group' | 'customer'; min_quantity: number; price_cents: number }

/** Enough ids per query to stay far below every driver's bound on parameters. */
const CHUNK = 500

/**
 * The imported price rows (part_prices, customer_part_prices) of many parts for one customer, one
 * query per 500 parts whatever the number of scales, so lists and carts never ask once per part.
 */
export function createPartPriceRepository(db: Db) {
  return {
    async forParts(parts: ReadonlyArray<{ id: number; listPriceCents: number }>, viewer: PriceRowsViewer) {
      const found = new Map<number, PartPriceRows>()
      for (const part of parts) {
        found.set(part.id, { listPriceCents: part.listPriceCents, list: [], group: [], customerNetCents: null })
      }
      const ids = [...found.keys()]
      for (let start = 0; start < ids.length; start += CHUNK) {
        const chunk = ids.slice(start, start + CHUNK)
        const { rows } = await sql<Row>`
          select part_id, case when price_group = 'LIST' then 'list' else 'group' end as source, min_quantity, price_cents
          from part_prices
          where part_id in (${sql.join(chunk)}) and price_group in ('LIST', ${viewer.priceGroup})
          union all
          select part_id, 'customer' as source, 0 as min_quantity, price_cents
          from customer_part_prices
          where customer_id = ${viewer.customerId} and part_id in (${sql.join(chunk)})`.execute(db)
        for (const row of rows) addRow(found.get(Number(row.part_id)), row)
      }
      return found
    },
  }
}

function addRow(target: PartPriceRows | undefined, row: Row) {
  if (!target) return
  if (row.source === 'customer') {
    target.customerNetCents = Number(row.price_cents)
    return
  }
  const scale: ScaleRow = { minQuantity: Number(row.min_quantity), priceCents: Number(row.price_cents) }
  target[row.source].push(scale)
}

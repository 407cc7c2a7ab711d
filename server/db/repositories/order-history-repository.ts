import type { OrderSummary } from '../../../src/shared/contracts/documents'
import type { ORDER_SORTS, OrderStatus } from '../../../src/shared/contracts/documents-constants'
import type { Db } from '../connect'
import { orderMatches, qMatch } from './history-search'
import { endOfDay, type Page, pageOf } from './list-paging'
import { toOrderSummary } from './order-summary-row'

export type OrderFilters = {
  customerId: string
  /** Without showPrice totals are null, and a sort by total would still reveal them: it sorts by date instead. */
  showPrice: boolean
  q?: string
  status?: OrderStatus
  from?: string
  to?: string
  sort: (typeof ORDER_SORTS)[number]
  page: number
  pageSize: number
}

/** The order history of one customer (shop orders and the ERP's), filtered, sorted and paged. */
export function createOrderHistoryRepository(db: Db) {
  function filtered(filters: OrderFilters) {
    let query = db.selectFrom('orders as o').where('o.customer_id', '=', filters.customerId)
    if (filters.status) query = query.where('o.status', '=', filters.status)
    if (filters.from) query = query.where('o.placed_at', '>=', filters.from)
    if (filters.to) query = query.where('o.placed_at', '<', endOfDay(filters.to))
    if (filters.q) query = query.where(orderMatches(qMatch(filters.customerId, filters.q)))
    return query
  }

  async function rows(filters: OrderFilters, limit: number, offset: number): Promise<OrderSummary[]> {
    const direction = filters.sort.startsWith('-') ? 'desc' : 'asc'
    let query = filtered(filters)
      .selectAll('o')
      .select((eb) =>
        eb
          .selectFrom('order_lines as l')
          .whereRef('l.order_number', '=', 'o.order_number')
          .select(eb.fn.countAll<number>().as('n'))
          .as('line_count'),
      )
    if (filters.sort.endsWith('total') && filters.showPrice) query = query.orderBy('o.total', direction)
    if (filters.sort.endsWith('orderNumber')) query = query.orderBy('o.order_number', direction)
    else query = query.orderBy('o.placed_at', direction).orderBy('o.order_number', direction)
    const found = await query.limit(limit).offset(offset).execute()
    return found.map((row) => toOrderSummary(row, Number(row.line_count ?? 0), filters.showPrice))
  }

  return {
    async list(filters: OrderFilters): Promise<Page<OrderSummary>> {
      const { total } = await filtered(filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      return pageOf(await rows(filters, filters.pageSize, (filters.page - 1) * filters.pageSize), Number(total), filters)
    },

    exportRows: (filters: OrderFilters, max: number) => rows(filters, max, 0),
  }
}

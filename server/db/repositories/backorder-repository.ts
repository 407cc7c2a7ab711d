import type { Backorder } from '../../../src/shared/contracts/documents'
import type { Language } from '../../../src/shared/contracts/languages'
import type { Db } from '../connect'
import { orderLineMatches, qMatch } from './history-search'
import { type Page, pageOf } from './list-paging'
import { inReaderLanguage } from './part-names'

/** Open backordered lines of one customer (partial index on backordered_qty > 0), soonest expected first. */
export function createBackorderRepository(db: Db) {
  return {
    async list(filters: {
      customerId: string
      q?: string
      page: number
      pageSize: number
      languageID: Language
    }): Promise<Page<Backorder>> {
      let query = db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.order_number', 'l.order_number')
        .where('l.customer_id', '=', filters.customerId)
        .where('l.backordered_qty', '>', 0)
      if (filters.q) query = query.where(orderLineMatches(qMatch(filters.customerId, filters.q)))
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
      const rows = await query
        .leftJoin('parts as p', (join) => join.onRef('p.sku', '=', 'l.sku').onRef('p.vendor_id', '=', 'l.vendor_id'))
        .select([
          'o.order_number',
          'o.linked_order_number',
          'o.placed_at',
          'o.customer_order_reference',
          'l.position',
          'l.sku',
          'l.vendor_id',
          'l.name',
          'l.backordered_qty',
          'l.expected_date',
          'p.slug',
        ])
        // Unconfirmed dates (null) last.
        .orderBy((eb) => eb.fn.coalesce('l.expected_date', eb.val('9999-12-31')))
        .orderBy('o.order_number')
        .orderBy('l.position')
        .limit(filters.pageSize)
        .offset((filters.page - 1) * filters.pageSize)
        .execute()
      const recorded = rows.map((row) => ({
        orderNumber: row.order_number,
        linkedOrderNumber: row.linked_order_number,
        positionNumber: row.position,
        sku: row.sku,
        vendorId: row.vendor_id,
        name: row.name,
        slug: row.slug,
        qty: row.backordered_qty,
        orderedAt: row.placed_at,
        expectedDate: row.expected_date,
        customerOrderReference: row.customer_order_reference,
      }))
      const items = await inReaderLanguage(db, recorded, filters.languageID)
      return pageOf(items, Number(total), filters)
    },
  }
}

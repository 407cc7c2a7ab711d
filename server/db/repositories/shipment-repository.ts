import type { Selectable } from 'kysely'
import type { Shipment } from '../../../src/shared/contracts/documents'
import type { SHIPMENT_STATUSES } from '../../../src/shared/contracts/documents-constants'
import type { Db } from '../connect'
import type { DocumentTables } from '../schema-documents'
import { qMatch, shipmentMatches } from './history-search'
import { endOfDay, type Page, pageOf } from './list-paging'

type ShipmentRow = Omit<Selectable<DocumentTables['shipments']>, 'customer_id'>

export type ShipmentFilters = {
  customerId: string
  q?: string
  from?: string
  to?: string
  status?: (typeof SHIPMENT_STATUSES)[number]
  page: number
  pageSize: number
}

/** Shipments of one customer; the orders of a shipment are those of its delivery note. */
export function createShipmentRepository(db: Db) {
  async function withOrders(rows: ShipmentRow[]): Promise<Shipment[]> {
    const notes = rows.map((row) => row.delivery_note_id).filter((id): id is string => id !== null)
    const links = notes.length
      ? await db.selectFrom('document_orders').selectAll().where('document_id', 'in', notes).orderBy('order_number').execute()
      : []
    return rows.map((row) => ({
      shipmentId: row.shipment_id,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      trackingUrl: row.tracking_url,
      parcels: row.parcels,
      weightKg: row.weight_kg,
      status: row.status,
      shippedAt: row.shipped_at,
      deliveredAt: row.delivered_at,
      orderNumbers: links.filter((link) => link.document_id === row.delivery_note_id).map((link) => link.order_number),
      deliveryNoteId: row.delivery_note_id,
    }))
  }
  const base = (customerId: string) => db.selectFrom('shipments as s').where('s.customer_id', '=', customerId)

  return {
    async byId(customerId: string, shipmentId: string): Promise<Shipment | null> {
      const rows = await base(customerId).selectAll('s').where('s.shipment_id', '=', shipmentId).execute()
      return (await withOrders(rows))[0] ?? null
    },

    async ofOrder(customerId: string, orderNumber: string): Promise<Shipment[]> {
      const rows = await base(customerId)
        .selectAll('s')
        .where('s.delivery_note_id', 'in', (eb) =>
          eb.selectFrom('document_orders').select('document_id').where('order_number', '=', orderNumber),
        )
        .orderBy('s.shipment_id')
        .execute()
      return withOrders(rows)
    },

    async list(filters: ShipmentFilters): Promise<Page<Shipment>> {
      let query = base(filters.customerId)
      if (filters.status) query = query.where('s.status', '=', filters.status)
      if (filters.from) query = query.where('s.shipped_at', '>=', filters.from)
      if (filters.to) query = query.where('s.shipped_at', '<', endOfDay(filters.to))
      if (filters.q) query = query.where(shipmentMatches(qMatch(filters.customerId, filters.q)))
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
      const rows = await query
        .selectAll('s')
        // Still being packed (no date yet) first, then the newest.
        .orderBy((eb) => eb.fn.coalesce('s.shipped_at', eb.val('9999')), 'desc')
        .orderBy('s.shipment_id', 'desc')
        .limit(filters.pageSize)
        .offset((filters.page - 1) * filters.pageSize)
        .execute()
      return pageOf(await withOrders(rows), Number(total), filters)
    },
  }
}

import type { Insertable } from 'kysely'
import type { Db } from '../../db/connect'
import type { Database } from '../../db/schema'
import { queueCustomerNotice } from '../../jobs/customer-notices'
import { type ErpAnswer, type ErpWriteOptions, emptyAnswer } from './erp-answer'
import { chunksOf, ItemRefused, refusalOf } from './erp-refusals'
import type { ErpShipmentItem } from './erp-shipment-item'
import { knownCustomers } from './known-customers'

type ShipmentRow = Insertable<Database['shipments']>
const FIELDS = [
  'customer_id',
  'delivery_note_id',
  'carrier',
  'tracking_number',
  'tracking_url',
  'parcels',
  'weight_kg',
  'status',
  'shipped_at',
  'delivered_at',
] as const

const isShipped = (row: Pick<ShipmentRow, 'shipped_at' | 'status'>) =>
  row.shipped_at !== null || row.status === 'inTransit' || row.status === 'delivered'

const rowOf = (item: ErpShipmentItem): ShipmentRow => ({ ...item })

/**
 * Shipments with carrier and tracking, inside the caller's transaction; a shipment that newly counts
 * as shipped (shipped_at set, or in transit or delivered) queues the "order shipped" notice.
 */
export async function upsertErpShipments(trx: Db, items: ErpShipmentItem[], options: ErpWriteOptions): Promise<ErpAnswer> {
  const result = emptyAnswer()
  const customers = await knownCustomers(
    trx,
    items.map((item) => item.customer_id),
  )
  const stored = new Map<string, ShipmentRow>()
  const notes = new Map<string, { customer_id: string; type: string }>()
  for (const chunk of chunksOf([...new Set(items.map((item) => item.shipment_id))], 500)) {
    for (const row of await trx.selectFrom('shipments').selectAll().where('shipment_id', 'in', chunk).execute())
      stored.set(row.shipment_id, row)
  }
  const noteIds = [...new Set(items.flatMap((item) => (item.delivery_note_id ? [item.delivery_note_id] : [])))]
  for (const chunk of chunksOf(noteIds, 500)) {
    const rows = await trx
      .selectFrom('documents')
      .select(['document_id', 'customer_id', 'type'])
      .where('document_id', 'in', chunk)
      .execute()
    for (const row of rows) notes.set(row.document_id, row)
  }
  const fresh: ShipmentRow[] = []
  const seen = new Set<string>()
  for (const [index, item] of items.entries()) {
    try {
      if (seen.has(item.shipment_id))
        throw new ItemRefused('shipment_id', 'duplicate-in-batch', `${item.shipment_id} is sent twice in this batch.`)
      seen.add(item.shipment_id)
      if (!customers.has(item.customer_id))
        throw new ItemRefused('customer_id', 'unknown-customer', `No customer ${item.customer_id}: send the customer first.`)
      const note = item.delivery_note_id ? notes.get(item.delivery_note_id) : null
      if (item.delivery_note_id && (note?.type !== 'deliverynote' || note.customer_id !== item.customer_id)) {
        throw new ItemRefused(
          'delivery_note_id',
          'unknown-delivery-note',
          `${item.delivery_note_id} is not a delivery note of ${item.customer_id}: send it first.`,
        )
      }
      const before = stored.get(item.shipment_id)
      const row = rowOf(item)
      if (before && before.customer_id !== item.customer_id) {
        throw new ItemRefused('customer_id', 'customer-mismatch', `${item.shipment_id} belongs to another customer.`)
      }
      if (before && FIELDS.every((field) => before[field] === row[field])) {
        result.applied.unchanged += 1
        continue
      }
      if (before) {
        await trx.updateTable('shipments').set(row).where('shipment_id', '=', item.shipment_id).execute()
        result.applied.updated += 1
      } else {
        fresh.push(row)
        result.applied.created += 1
      }
      if (options.notify && isShipped(row) && !(before && isShipped(before))) {
        await queueCustomerNotice(trx, { kind: 'order-shipped', customerId: item.customer_id, shipmentId: item.shipment_id })
      }
    } catch (error) {
      if (!(error instanceof ItemRefused)) throw error
      result.refused.push(refusalOf(index, error))
    }
  }
  for (const chunk of chunksOf(fresh, 500)) await trx.insertInto('shipments').values(chunk).execute()
  return result
}

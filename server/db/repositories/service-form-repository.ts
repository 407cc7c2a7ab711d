import type { Selectable } from 'kysely'
import type { FormBody, ServiceForm } from '../../../src/shared/contracts/services'
import { formNumber } from '../../shop/form-number'
import type { Db } from '../connect'
import type { InfocenterTables } from '../schema-infocenter'

type Row = Selectable<InfocenterTables['service_forms']>

export function toServiceForm(row: Row): ServiceForm {
  return {
    id: row.id,
    number: formNumber(row.kind, row.id),
    kind: row.kind,
    orderNumber: row.order_number,
    position: row.position,
    vendorId: row.vendor_id,
    sku: row.sku,
    partName: row.part_name,
    qty: row.qty,
    reason: row.reason as ServiceForm['reason'],
    description: row.description,
    status: row.status as ServiceForm['status'],
    statusNote: row.status_note,
    createdAt: row.created_at,
  }
}

/** Return requests and warranty claims (/infocenter/forms), each tied to one line of one of the customer's orders. */
export function createServiceFormRepository(db: Db) {
  return {
    async list(customerId: string): Promise<ServiceForm[]> {
      const rows = await db
        .selectFrom('service_forms')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('id', 'desc')
        .execute()
      return rows.map(toServiceForm)
    },

    async find(customerId: string, id: number) {
      const row = await db
        .selectFrom('service_forms')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst()
      return row ?? null
    },

    /** The order line the form refers to, only from the customer's own orders. */
    async orderLine(customerId: string, orderNumber: string, position: number) {
      const order = await db
        .selectFrom('orders')
        .select('order_number')
        .where('customer_id', '=', customerId)
        .where('order_number', '=', orderNumber)
        .executeTakeFirst()
      if (!order) return { order: false as const }
      const line = await db
        .selectFrom('order_lines')
        .select(['vendor_id', 'sku', 'name', 'qty', 'delivered_qty'])
        .where('order_number', '=', orderNumber)
        .where('position', '=', position)
        .executeTakeFirst()
      return { order: true as const, line: line ?? null }
    },

    /** Pieces of one order line that the customer's forms already name; a rejected form gives its pieces back. */
    async piecesInForms(customerId: string, orderNumber: string, position: number): Promise<number> {
      const row = await db
        .selectFrom('service_forms')
        .select((eb) => eb.fn.sum<number | null>('qty').as('pieces'))
        .where('customer_id', '=', customerId)
        .where('order_number', '=', orderNumber)
        .where('position', '=', position)
        .where('status', '<>', 'rejected')
        .executeTakeFirst()
      return Number(row?.pieces ?? 0)
    },

    async insert(
      caller: { customerId: string; contactId: string },
      body: FormBody,
      line: { vendor_id: string; sku: string; name: string },
    ): Promise<ServiceForm> {
      const row = await db
        .insertInto('service_forms')
        .values({
          customer_id: caller.customerId,
          contact_id: caller.contactId,
          kind: body.kind,
          order_number: body.orderNumber,
          position: body.position,
          vendor_id: line.vendor_id,
          sku: line.sku,
          part_name: line.name,
          qty: body.qty,
          reason: body.reason,
          description: body.description,
          status: 'requested',
          language: body.languageID,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return toServiceForm(row)
    },
  }
}

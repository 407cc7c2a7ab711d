import type { Selectable } from 'kysely'
import type { Appointment } from '../../../src/shared/contracts/services'
import type { AppointmentKind } from '../../../src/shared/contracts/services-constants'
import { cutoffOf, slotEnd } from '../../shop/branch-slots'
import type { Db } from '../connect'
import type { InfocenterTables } from '../schema-infocenter'

type Row = Selectable<InfocenterTables['appointments']>

const toAppointment = (row: Row, now: Date): Appointment => ({
  id: row.id,
  kind: row.kind,
  startsAt: row.starts_at,
  endsAt: slotEnd(row.starts_at),
  orderNumber: row.order_number,
  note: row.note,
  changeable: Date.parse(row.starts_at) >= cutoffOf(now).getTime(),
})

/** Delivery and pickup appointments at the customer's branch (the ERP entity that serves it). */
export function createAppointmentRepository(db: Db) {
  return {
    /** The branch (sales entity) where appointments take place. */
    async branch(entityCode: string) {
      return db
        .selectFrom('entities')
        .select(['company_name', 'street', 'city', 'phone'])
        .where('code', '=', entityCode)
        .executeTakeFirst()
    },

    async upcoming(customerId: string, now: Date): Promise<Appointment[]> {
      const rows = await db
        .selectFrom('appointments')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('status', '=', 'booked')
        .where('starts_at', '>=', now.toISOString())
        .orderBy('starts_at')
        .orderBy('id')
        .execute()
      return rows.map((row) => toAppointment(row, now))
    },

    /** Booked appointments of the customer that have not begun: what MAX_OPEN_APPOINTMENTS counts. */
    async countOpen(customerId: string, now: Date): Promise<number> {
      const row = await db
        .selectFrom('appointments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .where('status', '=', 'booked')
        .where('starts_at', '>=', now.toISOString())
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    async find(customerId: string, id: number, now: Date) {
      const row = await db
        .selectFrom('appointments')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .where('status', '=', 'booked')
        .executeTakeFirst()
      return row ? { row, appointment: toAppointment(row, now) } : null
    },

    /** Booked appointments per slot start at a branch, every customer's (only counts leave this function). */
    async takenPerSlot(branch: string, kind: AppointmentKind, excludeId?: number): Promise<Map<string, number>> {
      let query = db
        .selectFrom('appointments')
        .select(['starts_at', (eb) => eb.fn.countAll<number>().as('n')])
        .where('branch', '=', branch)
        .where('kind', '=', kind)
        .where('status', '=', 'booked')
      if (excludeId !== undefined) query = query.where('id', '<>', excludeId)
      const rows = await query.groupBy('starts_at').execute()
      return new Map(rows.map((row) => [row.starts_at, Number(row.n)]))
    },

    async insert(
      values: {
        customerId: string
        branch: string
        kind: AppointmentKind
        startsAt: string
        orderNumber: string | null
        note: string
      },
      now: Date,
    ) {
      const at = now.toISOString()
      const row = await db
        .insertInto('appointments')
        .values({
          customer_id: values.customerId,
          branch: values.branch,
          kind: values.kind,
          starts_at: values.startsAt,
          order_number: values.orderNumber,
          note: values.note,
          status: 'booked',
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return toAppointment(row, now)
    },

    async update(id: number, change: { startsAt?: string; note?: string; status?: 'cancelled' }, now: Date) {
      const row = await db
        .updateTable('appointments')
        .set({
          ...(change.startsAt ? { starts_at: change.startsAt } : {}),
          ...(change.note !== undefined ? { note: change.note } : {}),
          ...(change.status ? { status: change.status } : {}),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
      return toAppointment(row, now)
    },
  }
}

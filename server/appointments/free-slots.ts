import type { Slot } from '../../src/shared/contracts/services'
import type { AppointmentKind } from '../../src/shared/contracts/services-constants'
import type { Db } from '../db/connect'
import { serializeOn } from '../db/dialect'
import { createAppointmentRepository } from '../db/repositories/appointment-repository'
import { demoTaken, SLOT_CAPACITY, slotStarts } from '../shop/branch-slots'

/** The branch's bookable slots with their free places (full ones left out); `excludeId`: the appointment being moved. */
export async function freeSlots(db: Db, branch: string, kind: AppointmentKind, now: Date, excludeId?: number): Promise<Slot[]> {
  const taken = await createAppointmentRepository(db).takenPerSlot(branch, kind, excludeId)
  return slotStarts(now)
    .map((startsAt) => ({ startsAt, free: SLOT_CAPACITY[kind] - demoTaken(branch, kind, startsAt) - (taken.get(startsAt) ?? 0) }))
    .filter((slot) => slot.free > 0)
}

/**
 * The normalised start when it is one of the free slots, for a booking or a move. `db` is the change
 * transaction: its branch's slots stay locked until it commits, so two customers of the branch
 * cannot both take the last place of a slot.
 */
export async function takeFreeSlot(
  db: Db,
  branch: string,
  kind: AppointmentKind,
  startsAt: string,
  now: Date,
  excludeId?: number,
) {
  await serializeOn(db, `branch-slots:${branch}`)
  const wanted = new Date(startsAt).toISOString()
  return (await freeSlots(db, branch, kind, now, excludeId)).some((slot) => slot.startsAt === wanted) ? wanted : null
}

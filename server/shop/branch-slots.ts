import { createHash } from 'node:crypto'
import {
  APPOINTMENT_CUTOFF_HOURS,
  APPOINTMENT_DAYS_AHEAD,
  type AppointmentKind,
} from '../../src/shared/contracts/services-constants'

/** 30-minute slots, Monday to Friday, the first at 07:00 UTC and the last at 15:30 UTC (08:00–17:00 in Germany in winter). */
export const SLOT_MINUTES = 30
const FIRST_SLOT_UTC_MINUTES = 7 * 60
const SLOTS_PER_DAY = 18
/** How many appointments of one kind the branch takes per slot: one loading bay for deliveries, two pickup counters. */
export const SLOT_CAPACITY: Record<AppointmentKind, number> = { delivery: 2, pickup: 3 }
/**
 * Upcoming appointments one customer may hold at its branch at a time (booked, not yet begun): enough
 * for a busy workshop's week, and no customer can take the whole fortnight of slots from the others.
 */
export const MAX_OPEN_APPOINTMENTS = 5

const HOUR_MS = 3_600_000

/** The earliest start that may still be booked, changed to or changed from: the cut-off. */
export const cutoffOf = (now: Date) => new Date(now.getTime() + APPOINTMENT_CUTOFF_HOURS * HOUR_MS)
export const slotEnd = (start: string) => new Date(Date.parse(start) + SLOT_MINUTES * 60_000).toISOString()

/**
 * Other customers' bookings in the demo: a fixed share of each slot, taken from a hash of branch, kind
 * and start, so the same slot always shows the same load and at least one place stays free for the demo.
 */
export function demoTaken(branch: string, kind: AppointmentKind, start: string): number {
  const hash = createHash('sha256').update(`${branch}|${kind}|${start}`).digest()
  return (hash[0] ?? 0) % SLOT_CAPACITY[kind]
}

/** Every slot start (ISO, UTC) from the cut-off to APPOINTMENT_DAYS_AHEAD days on, working days only. */
export function slotStarts(now: Date): string[] {
  const earliest = cutoffOf(now).getTime()
  const starts: string[] = []
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  for (let d = 0; d <= APPOINTMENT_DAYS_AHEAD; d++, day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = day.getUTCDay()
    if (weekday === 0 || weekday === 6) continue
    for (let s = 0; s < SLOTS_PER_DAY; s++) {
      const start = day.getTime() + (FIRST_SLOT_UTC_MINUTES + s * SLOT_MINUTES) * 60_000
      if (start >= earliest) starts.push(new Date(start).toISOString())
    }
  }
  return starts
}

import type { Slot } from '../../../shared/contracts/services'

/** Slots grouped by the local day they start on, in order; the day key is YYYY-MM-DD in local time. */
export function slotsByDay(slots: readonly Slot[]): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>()
  for (const slot of slots) {
    const key = dayKey(slot.startsAt)
    days.set(key, [...(days.get(key) ?? []), slot])
  }
  return days
}

/** The local day (YYYY-MM-DD) a moment falls on. */
export function dayKey(iso: string): string {
  const start = new Date(iso)
  return `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`
}

/**
 * The day the form shows: the one picked, else the booked appointment's day (a change starts where the
 * appointment is, not on the first free day), else the first day with free slots.
 */
export function shownDay(days: ReadonlyMap<string, unknown>, picked: string, bookedAt: string | undefined): string {
  if (picked) return picked
  const booked = bookedAt ? dayKey(bookedAt) : ''
  if (booked && days.has(booked)) return booked
  return [...days.keys()][0] ?? ''
}

export const formatDay = (key: string, locale: string) =>
  new Date(`${key}T12:00:00`).toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long' })
export const formatTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
export const formatWhen = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })

import type { Slot } from '../../../shared/contracts/services'

/** Slots grouped by the local day they start on, in order; the day key is YYYY-MM-DD in local time. */
export function slotsByDay(slots: readonly Slot[]): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>()
  for (const slot of slots) {
    const start = new Date(slot.startsAt)
    const key = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`
    days.set(key, [...(days.get(key) ?? []), slot])
  }
  return days
}

export const formatDay = (key: string, locale: string) =>
  new Date(`${key}T12:00:00`).toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long' })
export const formatTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
export const formatWhen = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })

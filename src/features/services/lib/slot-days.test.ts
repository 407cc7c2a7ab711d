import { describe, expect, it } from 'vitest'
import { dayKey, shownDay, slotsByDay } from './slot-days'

const at = (day: string, time: string) => new Date(`${day}T${time}:00`).toISOString()
const slots = [
  { startsAt: at('2026-12-01', '08:00'), free: 2 },
  { startsAt: at('2026-12-01', '10:00'), free: 2 },
  { startsAt: at('2026-12-03', '08:00'), free: 1 },
  { startsAt: at('2026-12-03', '14:00'), free: 1 },
]

describe('shownDay', () => {
  const days = slotsByDay(slots)

  it('opens a change on the booked appointment’s day, not on the first free day', () => {
    expect(shownDay(days, '', at('2026-12-03', '14:00'))).toBe('2026-12-03')
  })

  it('keeps the day the user picked', () => {
    expect(shownDay(days, '2026-12-01', at('2026-12-03', '14:00'))).toBe('2026-12-01')
  })

  it('opens a new booking, or a change whose day has no slots any more, on the first free day', () => {
    expect(shownDay(days, '', undefined)).toBe('2026-12-01')
    expect(shownDay(days, '', at('2026-11-20', '08:00'))).toBe('2026-12-01')
  })

  it('groups by the local day', () => {
    expect(dayKey(at('2026-12-03', '23:30'))).toBe('2026-12-03')
    expect([...days.keys()]).toEqual(['2026-12-01', '2026-12-03'])
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alertStore, closeAlert, syncGlobalAlerts } from './alert-store'

beforeEach(() => {
  vi.useFakeTimers()
  for (const alert of [...alertStore.alerts]) closeAlert(alert.id)
})
afterEach(() => vi.useRealTimers())

const maintenance = (endTime: number, message = 'Wartung heute Nacht') => ({
  id: 'a1',
  type: 'warning' as const,
  message,
  endTime,
})

describe('banner messages from the admin area', () => {
  it('shows an active message once, updates it in place and removes it at its end time', () => {
    const now = Date.now()
    syncGlobalAlerts([maintenance(now + 3000)], now)
    syncGlobalAlerts([maintenance(now + 3000, 'Wartung ab 22 Uhr')], now)
    expect(alertStore.alerts.map((a) => a.message)).toEqual(['Wartung ab 22 Uhr'])
    vi.advanceTimersByTime(2000)
    expect(alertStore.alerts).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect(alertStore.alerts).toHaveLength(0)
  })

  it('drops a message the admin deleted, and one the user closed stays closed', () => {
    const now = Date.now()
    syncGlobalAlerts(
      [maintenance(now + 60_000), { id: 'a2', type: 'positive', message: 'Neuer Katalog', endTime: now + 60_000 }],
      now,
    )
    syncGlobalAlerts([maintenance(now + 60_000)], now)
    expect(alertStore.alerts.map((a) => a.globalId)).toEqual(['a1'])
    closeAlert(alertStore.alerts[0]?.id ?? 0)
    syncGlobalAlerts([maintenance(now + 60_000)], now)
    expect(alertStore.alerts).toHaveLength(0)
  })
})

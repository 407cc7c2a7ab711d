import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addAlert, addLoginAlert, alertStore, clearLoginAlerts, closeAlert, removeExpiredAlerts } from './alert-store'

beforeEach(() => {
  vi.useFakeTimers()
  for (const alert of [...alertStore.alerts]) closeAlert(alert.id)
})
afterEach(() => vi.useRealTimers())

describe('alerts', () => {
  it('keeps success 5 s, error 8 s and warning 65 s', () => {
    const now = 1_000_000
    addAlert('success', 'saved', now)
    addAlert('error', 'failed', now)
    addAlert('warning', 'logged out', now)
    removeExpiredAlerts(now + 5000)
    expect(alertStore.alerts.map((a) => a.message)).toEqual(['failed', 'logged out'])
    removeExpiredAlerts(now + 8000)
    expect(alertStore.alerts.map((a) => a.message)).toEqual(['logged out'])
    removeExpiredAlerts(now + 64_999)
    expect(alertStore.alerts).toHaveLength(1)
    removeExpiredAlerts(now + 65_000)
    expect(alertStore.alerts).toHaveLength(0)
  })

  it('clears an alert without a type-specific lifetime after the default 3000 ms', () => {
    const now = 2_000_000
    addAlert('info', 'prices updated', now)
    removeExpiredAlerts(now + 2999)
    expect(alertStore.alerts.map((alert) => alert.message)).toEqual(['prices updated'])
    removeExpiredAlerts(now + 3000)
    expect(alertStore.alerts).toEqual([])
  })

  it('removes expired alerts by itself, checking every second', () => {
    addAlert('success', 'saved')
    vi.advanceTimersByTime(4000)
    expect(alertStore.alerts).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect(alertStore.alerts).toHaveLength(0)
  })

  it('closes an alert on request and shows a repeated message once', () => {
    const first = addAlert('error', 'Please log in')
    const again = addAlert('error', 'Please log in')
    expect(again).toBe(first)
    expect(alertStore.alerts).toHaveLength(1)
    closeAlert(first)
    expect(alertStore.alerts).toHaveLength(0)
  })

  it('ends the alerts that ask for a login when the login succeeds, and only those', () => {
    addLoginAlert('error', 'please log in')
    addAlert('success', 'saved')
    clearLoginAlerts()
    expect(alertStore.alerts.map((a) => a.message)).toEqual(['saved'])
  })
})

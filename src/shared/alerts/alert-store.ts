import { proxy } from 'valtio'

/** SPEC.md §3: positive/negative are the older names of success/error; info is a plain notice. */
export type AlertType = 'success' | 'positive' | 'error' | 'negative' | 'warning' | 'info'

/**
 * `untilLogin`: the alert asks the user to log in, so a successful login ends it (not the page after it).
 * `globalId`: a banner message from the admin area (GET /api/global-alerts); it ends at the endTime the admin set.
 */
export type Alert = { id: number; message: string; type: AlertType; endTime: number; untilLogin?: boolean; globalId?: string }

/** SPEC.md §9: how long each kind stays; a warning stays long enough to be read after a forced logout. */
export const ALERT_LIFETIME_MS: Partial<Record<AlertType, number>> = {
  success: 5000,
  positive: 5000,
  error: 8000,
  negative: 8000,
  warning: 65000,
}
/** SPEC.md §9: the default clear timeout of an alert whose type has no lifetime of its own (an info notice). */
export const DEFAULT_ALERT_CLEAR_MS = 3000

export function alertLifetime(type: AlertType): number {
  return ALERT_LIFETIME_MS[type] ?? DEFAULT_ALERT_CLEAR_MS
}
/** SPEC.md §4 / §9: expired alerts are removed by a check every second. */
export const ALERT_CHECK_INTERVAL_MS = 1000

export const alertStore = proxy<{ alerts: Alert[] }>({ alerts: [] })

let nextId = 1
let timer: ReturnType<typeof setInterval> | undefined

/** Runs only while alerts are shown, so an idle page keeps no timer. */
function ensureTimer() {
  if (timer !== undefined || alertStore.alerts.length === 0) return
  timer = setInterval(() => removeExpiredAlerts(), ALERT_CHECK_INTERVAL_MS)
}

function stopTimerWhenIdle() {
  if (timer === undefined || alertStore.alerts.length > 0) return
  clearInterval(timer)
  timer = undefined
}

export function addAlert(type: AlertType, message: string, now = Date.now(), options: { untilLogin?: boolean } = {}): number {
  // The same message twice (a guard hit twice) shows once, with the later end time.
  const existing = alertStore.alerts.find((alert) => alert.message === message && alert.type === type)
  if (existing) {
    existing.endTime = now + alertLifetime(type)
    return existing.id
  }
  const id = nextId++
  alertStore.alerts.push({ id, message, type, endTime: now + alertLifetime(type), ...options })
  ensureTimer()
  return id
}

export function closeAlert(id: number) {
  const closed = alertStore.alerts.find((alert) => alert.id === id)
  if (closed?.globalId) closedGlobalAlerts.add(closed.globalId)
  alertStore.alerts = alertStore.alerts.filter((alert) => alert.id !== id)
  stopTimerWhenIdle()
}

/** Banner messages the user closed in this tab: a refresh must not bring them back. */
const closedGlobalAlerts = new Set<string>()

/**
 * Makes the shown banner messages match the server's active list: new ones appear, changed ones
 * update, ones the admin deleted go; each ends at its own endTime (removeExpiredAlerts).
 */
export function syncGlobalAlerts(
  active: Array<{ id: string; type: AlertType; message: string; endTime: number }>,
  now = Date.now(),
) {
  const wanted = active.filter((alert) => alert.endTime > now && alert.message && !closedGlobalAlerts.has(alert.id))
  const ids = new Set(wanted.map((alert) => alert.id))
  alertStore.alerts = alertStore.alerts.filter((alert) => !alert.globalId || ids.has(alert.globalId))
  for (const next of wanted) {
    const shown = alertStore.alerts.find((alert) => alert.globalId === next.id)
    if (shown) Object.assign(shown, { type: next.type, message: next.message, endTime: next.endTime })
    else
      alertStore.alerts.push({ id: nextId++, globalId: next.id, type: next.type, message: next.message, endTime: next.endTime })
  }
  ensureTimer()
  stopTimerWhenIdle()
}

/** An alert that asks for a login (please log in, session ended) has done its job once the user is logged in. */
export function addLoginAlert(type: AlertType, message: string): number {
  return addAlert(type, message, Date.now(), { untilLogin: true })
}

export function clearLoginAlerts() {
  alertStore.alerts = alertStore.alerts.filter((alert) => !alert.untilLogin)
  stopTimerWhenIdle()
}

export function removeExpiredAlerts(now = Date.now()) {
  if (alertStore.alerts.some((alert) => alert.endTime <= now)) {
    alertStore.alerts = alertStore.alerts.filter((alert) => alert.endTime > now)
  }
  stopTimerWhenIdle()
}

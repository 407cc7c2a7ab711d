import { isCancelledError } from '@tanstack/react-query'
import type { ErrorLogBody } from '../../shared/contracts/content'
import { redactSecrets } from '../../shared/contracts/secret-paths'
import { ApiError } from '../../shared/lib/api-client'

type Options = {
  /** Who was logged in (customer number), or null. */
  getUserId: () => string | null
  /** The route on screen (its id, a pattern such as `/{-$lang}/products/$slug`: no ids or tokens of the address). */
  getRoute?: () => string | undefined
  /** How many reports one page load may send, so an error in a render loop cannot flood the server. */
  maxReports?: number
}

let options: Options = { getUserId: () => null }
let sent = 0

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error)
  } catch {
    return String(error)
  }
}

/**
 * SPEC.md §8: console errors and UI errors go to the error-log call. Sent with plain fetch, not the
 * API client, so a failing report never reports itself; keepalive lets it survive a page unload.
 * An address in the text (a failed fetch's URL, a stack line) loses its secret first: a reset link's
 * token never reaches the error log.
 */
export function reportError(logLevel: ErrorLogBody['logLevel'], error: unknown, context?: string) {
  if (sent >= (options.maxReports ?? 20)) return
  sent++
  const message = redactSecrets(`${context ? `${context}: ` : ''}${describe(error)}`).slice(0, 4000) || 'unknown error'
  const body: ErrorLogBody = { logLevel, message, userId: options.getUserId() }
  fetch('/api/error-log', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {})
}

/** Reports uncaught errors, unhandled rejections and console.error calls; the original console output stays. */
export function installErrorReporting(next: Options) {
  options = next
  window.addEventListener('error', (event) => reportError('error', event.error ?? event.message, 'uncaught'))
  window.addEventListener('unhandledrejection', (event) => reportError('error', event.reason, 'unhandled rejection'))
  const original = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    original(...args)
    reportError('error', args.map(describe).join(' '), 'console')
  }
}

const reportedUiErrors = new WeakSet<object>()

/**
 * An error a component threw while rendering (or a route's loader failed with). React's root callbacks
 * and the router's `onCatch` both see an error that a route's error page caught: it is reported once.
 * The server's own refusals (an `ApiError`) are in its log already, and offline nothing can be sent.
 */
export function reportUiError(error: unknown, info?: { componentStack?: string | null | undefined }) {
  if (error instanceof ApiError || (typeof navigator !== 'undefined' && !navigator.onLine)) return
  // A fetch the app cancelled itself (a session that ended forgets every query) is no fault: the page loads again.
  if (isCancelledError(error)) return
  if (typeof error === 'object' && error !== null) {
    if (reportedUiErrors.has(error)) return
    reportedUiErrors.add(error)
  }
  const route = options.getRoute?.()
  // The error first: the message is cut at 4,000 characters, and the component stack can be long.
  const components = info?.componentStack ? `\ncomponents:${info.componentStack.slice(0, 1000)}` : ''
  reportError('error', `${describe(error)}${components}`, `ui${route ? ` on ${route}` : ''}`)
}

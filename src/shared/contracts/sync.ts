/**
 * What the page and the service worker tell each other about changes made offline (issue #6).
 * Plain types and constants: the SPA, the service worker and tests share them.
 */

/** A return, warranty or core case made in the yard without signal (issue 31); photos travel in its JSON. */
export const CASES_CHANGE_PATH = '/api/forms'

/** POST calls the service worker keeps and replays when they cannot reach the server. All carry an Idempotency-Key. */
export const QUEUEABLE_MUTATIONS = [
  '/api/checkout/cart/add',
  '/api/checkout/cart/update/',
  '/api/checkout/cart/delete',
  '/api/checkout/cart/refill',
  '/api/quickorder/add',
  CASES_CHANGE_PATH,
] as const

export function isQueueableMutation(pathname: string): boolean {
  return (QUEUEABLE_MUTATIONS as readonly string[]).includes(pathname)
}

/** Kept at least this long; a warning shows from WARN_AFTER on (the queue itself keeps entries 14 days). */
export const RETENTION_DAYS = 7
export const WARN_AFTER_DAYS = 5
export const QUEUE_MAX_DAYS = 14
/** The code of a change the worker gave up on because it waited too long (no answer from the shop). */
export const EXPIRED_CHANGE_CODE = 'EXPIRED'

export type PendingChange = {
  idempotencyKey: string
  path: string
  /** The JSON the user's action sent, to show what is waiting. */
  body: unknown
  /** The customer logged in when the change was made: only they ever send it (shared tablets). */
  owner?: string | null
  queuedAt: number
  attempts: number
}

export type FailedChange = PendingChange & {
  failedAt: number
  status: number
  /** The server's error code and message, or why the shop gave up (e.g. expired). */
  code: string
  message: string
}

export type SyncStatus = {
  pending: PendingChange[]
  failed: FailedChange[]
  /** A 401 stopped the replay: it goes on after the next login. */
  waitingForLogin: boolean
  lastReplayAt: number | null
}

/** Page → service worker. */
export type SyncCommand =
  | { type: 'sync-status' }
  | { type: 'sync-replay' }
  | { type: 'sync-discard'; idempotencyKey: string }
  | { type: 'sync-retry'; idempotencyKey: string; newIdempotencyKey: string }
  /** Who is logged in now (null: nobody); the queue keeps other customers' changes aside. */
  | { type: 'sync-owner'; owner: string | null }
  /** Logout chose to discard the changes still waiting. */
  | { type: 'sync-discard-waiting' }

/** Service worker → page. */
export type SyncEvent =
  | { type: 'sync-status'; status: SyncStatus }
  | { type: 'sync-applied'; idempotencyKey: string; path: string }

/** The answer the service worker gives the page for a change it kept: 202, this body and QUEUED_HEADER. */
export type QueuedAnswer = { queued: true; idempotencyKey: string }
export const QUEUED_HEADER = 'x-change-queued'

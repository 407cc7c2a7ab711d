/**
 * Every change carries an Idempotency-Key: a UUID made when the user acts, so a retry (by the user,
 * the browser or the offline queue) is answered from the server's first outcome, never applied twice
 * (DESIGN.md "Writes"). The page sends it (src/shared/lib/send-change.ts), the service worker keeps
 * it with a queued change, the server reads it in one place (server/plugins/idempotency.ts).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** What the server answers about the key itself, whatever the change. */
export const IDEMPOTENCY_ERROR_CODES = {
  /** 400: a change without a key. */
  keyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  /** 400: a key that is not a UUID. */
  keyInvalid: 'IDEMPOTENCY_KEY_INVALID',
  /** 422: the same key with another payload. */
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: the first request with this key still runs; the offline queue sends it again later. */
  inProgress: 'IDEMPOTENCY_REQUEST_IN_PROGRESS',
} as const

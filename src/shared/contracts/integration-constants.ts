/** zod-free constants of the integration API (issue 28) and its keys; safe for the SPA bundle. */

/** What an integration key may change; each /api/integration route needs one (docs/api.md "Integration API"). */
export const INTEGRATION_SCOPES = [
  'parts:write',
  'prices:write',
  'stock:write',
  // Issue 29, the ERP exchange: customers and contacts; orders and return/warranty cases; documents and shipments.
  'customers:write',
  'orders:write',
  'documents:write',
] as const
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number]

/** Integration keys start with this, so a leaked one is told apart from a customer's `pk_` key at a glance. */
export const INTEGRATION_KEY_PREFIX = 'ik_'

/** The header a system may send its key in, instead of `Authorization: Bearer ik_…`. */
export const INTEGRATION_KEY_HEADER = 'X-Integration-Key'

/** Items per call: a batch is applied in one transaction, so it stays small enough to hold the writer briefly. */
export const INTEGRATION_BATCH_MAX = 1000

export const INTEGRATION_ERROR_CODES = {
  /** No integration key: an integration route takes neither a session nor a customer's API key. */
  keyRequired: 'INTEGRATION_KEY_REQUIRED',
  /** The key is unknown or was revoked. */
  keyInvalid: 'INTEGRATION_KEY_INVALID',
  /** The key lacks the route's scope. */
  scopeMissing: 'INTEGRATION_SCOPE_MISSING',
  /** A session or a customer's API key on an integration route. */
  notAnIntegration: 'INTEGRATION_ONLY',
  /** Another catalogue import is running; retry after Retry-After (not stored for the Idempotency-Key). */
  importRunning: 'IMPORT_RUNNING',
  /** The run failed as a whole; nothing of it was applied. */
  importFailed: 'IMPORT_FAILED',
  keyNotFound: 'INTEGRATION_KEY_NOT_FOUND',
} as const

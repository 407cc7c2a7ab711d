/** zod-free constants of the auth contract, safe for the SPA bundle. */

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 200

/** Stable error codes the SPA reacts to. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  authRequired: 'AUTH_REQUIRED',
  sessionInvalid: 'SESSION_INVALID',
  forbidden: 'FORBIDDEN',
  csrfRejected: 'CSRF_REJECTED',
  resetTokenNotFound: 'RESET_TOKEN_NOT_FOUND',
  resetTokenExpired: 'RESET_TOKEN_EXPIRED',
  resetTokenUsed: 'RESET_TOKEN_USED',
  /** The right password, but the ERP blocked the contact's customer (issue 29): only the wholesaler can lift it. */
  customerBlocked: 'CUSTOMER_BLOCKED',
} as const

/** SPEC.md §3 defaults of the auth session for a visitor who is not logged in. */
export const DEFAULT_CUSTOMER_ID = 'D0000000'
export const DEFAULT_ENTITY_ID = 'DTDE'

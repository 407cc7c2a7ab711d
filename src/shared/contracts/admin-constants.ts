/** zod-free constants of the admin contract, safe for the SPA bundle (admin.ts holds the schemas). */

/** SPEC.md §3 alert types an administrator may choose for a banner message. */
export const GLOBAL_ALERT_TYPES = ['positive', 'warning', 'negative'] as const
export type GlobalAlertType = (typeof GLOBAL_ALERT_TYPES)[number]

/** The feature flags an administrator switches per customer (SPEC.md §3 "Features response"). */
export const ADMIN_FLAG_KEYS = ['order', 'invoice', 'shipment', 'showPrice', 'fillBasket'] as const
export type AdminFlagKey = (typeof ADMIN_FLAG_KEYS)[number]

export const ADMIN_PAGE_SIZE = 25

export const JOB_STATES = ['pending', 'failed', 'done'] as const
export type JobState = (typeof JOB_STATES)[number]

export const ERROR_LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const

/** Stable error codes of the admin routes. */
export const ADMIN_ERROR_CODES = {
  /** A shop session of an administrator, but no admin-service token yet: POST /api/loginKih first. */
  kihRequired: 'KIH_REQUIRED',
  notFound: 'NOT_FOUND',
  invalidWindow: 'INVALID_TIME_WINDOW',
  notRetryable: 'JOB_NOT_RETRYABLE',
  /** Locking this contact would leave no administrator who can log in (and unlock anyone). */
  lastAdmin: 'LAST_ADMIN',
} as const

/** What each audit entry's `action` names. */
export const AUDIT_ACTIONS = [
  'customer.update',
  'contact.lock',
  'contact.unlock',
  'contact.resetMail',
  'alert.save',
  'alert.delete',
  'settings.update',
  'job.retry',
  'wording.update',
  'integrationKey.create',
  'integrationKey.revoke',
  'import.start',
  'import.cancel',
  'webhookEndpoint.create',
  'webhookEndpoint.update',
  'webhookEndpoint.delete',
  'webhookEndpoint.rotateSecret',
  'webhookDelivery.resend',
  'serviceCase.step',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/**
 * zod-free constants of the information centre's service pages (issue 14): shared favourites,
 * return and warranty forms, branch appointments and the partner interface. Safe for the SPA bundle.
 */

/** What an API key may be allowed to do; every API route an API key may call belongs to one (server/auth/api-key-scopes.ts). */
export const API_SCOPES = ['search', 'cart', 'orders', 'documents'] as const
export type ApiScope = (typeof API_SCOPES)[number]

/** Keys start with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'pk_'

export const FORM_KINDS = ['return', 'warranty'] as const
export type FormKind = (typeof FORM_KINDS)[number]
export const RETURN_REASONS = ['wrongPart', 'orderedByMistake', 'damagedInTransit', 'surplus'] as const
export const WARRANTY_REASONS = ['failedInService', 'leaking', 'noise', 'electricalFault'] as const
export type FormReason = (typeof RETURN_REASONS)[number] | (typeof WARRANTY_REASONS)[number]
export const REASONS_OF: Record<FormKind, readonly FormReason[]> = { return: RETURN_REASONS, warranty: WARRANTY_REASONS }
/** A warranty claim needs the fault described well enough for the supplier to decide. */
export const DESCRIPTION_MIN: Record<FormKind, number> = { return: 0, warranty: 20 }
export const DESCRIPTION_MAX = 2000
/**
 * A return or warranty case's life: the shop sets `submitted`; the ERP moves it on through the
 * integration API (POST /api/integration/service-cases), in any order it likes.
 */
export const FORM_STATUSES = ['submitted', 'received', 'inReview', 'approved', 'rejected', 'credited', 'closed'] as const
export type FormStatus = (typeof FORM_STATUSES)[number]
/** What an ERP may set: everything after `submitted`. */
export const ERP_FORM_STATUSES = ['received', 'inReview', 'approved', 'rejected', 'credited', 'closed'] as const

export const APPOINTMENT_KINDS = ['delivery', 'pickup'] as const
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number]
/** An appointment can be changed or cancelled until this many hours before it starts (and booked only from then on). */
export const APPOINTMENT_CUTOFF_HOURS = 2
/** How far ahead slots are offered. */
export const APPOINTMENT_DAYS_AHEAD = 14
export const APPOINTMENT_NOTE_MAX = 300

/**
 * A pickup names an order there is something to collect for: not a cancelled one, nor one whose goods
 * are all still backordered (issue 30). The server refuses these and the form does not offer them.
 */
export function mayPickUp(orderStatus: string): boolean {
  return orderStatus !== 'cancelled' && orderStatus !== 'backordered'
}

/** Orders the ERP has delivered from (in part or whole): the ones a return or warranty claim can name a line of. */
export function hasDeliveries(orderStatus: string): boolean {
  return ['partiallyShipped', 'shipped', 'invoiced', 'completed'].includes(orderStatus)
}

export const FAVOURITES_MAX = 200

export const SERVICE_ERROR_CODES = {
  favouriteNotFound: 'FAVOURITE_NOT_FOUND',
  favouritesFull: 'FAVOURITES_FULL',
  shareLinkInvalid: 'SHARE_LINK_INVALID',
  formOrderNotFound: 'FORM_ORDER_NOT_FOUND',
  formLineNotFound: 'FORM_LINE_NOT_FOUND',
  formQtyTooHigh: 'FORM_QTY_TOO_HIGH',
  formReasonInvalid: 'FORM_REASON_INVALID',
  formDescriptionTooShort: 'FORM_DESCRIPTION_TOO_SHORT',
  formNotFound: 'FORM_NOT_FOUND',
  slotUnavailable: 'SLOT_UNAVAILABLE',
  appointmentNotFound: 'APPOINTMENT_NOT_FOUND',
  appointmentCutoffPassed: 'APPOINTMENT_CUTOFF_PASSED',
  appointmentOrderNotFound: 'APPOINTMENT_ORDER_NOT_FOUND',
  /** The order is the caller's, but cancelled or backordered: nothing to collect (mayPickUp). */
  appointmentOrderNotReady: 'APPOINTMENT_ORDER_NOT_READY',
  /** A return or warranty claim names a line (or more pieces of it) than has been delivered. */
  formLineNotDelivered: 'FORM_LINE_NOT_DELIVERED',
  appointmentLimitReached: 'APPOINTMENT_LIMIT_REACHED',
  apiKeyNotFound: 'API_KEY_NOT_FOUND',
  apiKeyInvalid: 'API_KEY_INVALID',
  apiKeyScopeMissing: 'API_KEY_SCOPE_MISSING',
} as const

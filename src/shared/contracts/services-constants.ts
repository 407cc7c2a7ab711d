/**
 * zod-free constants of the information centre's service pages (issue 14): shared favourites,
 * return and warranty forms, branch appointments and the partner interface. Safe for the SPA bundle.
 */

/** What an API key may be allowed to do; every API route an API key may call belongs to one (server/auth/api-key-scopes.ts). */
export const API_SCOPES = ['search', 'cart', 'orders', 'documents'] as const
export type ApiScope = (typeof API_SCOPES)[number]

/** Keys start with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'pk_'

/**
 * One returns flow for three kinds of case (issue 31): a return of goods, a warranty claim, and the
 * old unit (core) of an exchange part going back for its deposit. A case is one box: several lines.
 */
export const FORM_KINDS = ['return', 'warranty', 'core'] as const
export type FormKind = (typeof FORM_KINDS)[number]
/**
 * Reasons a wholesaler's return process tells apart; each maps to a TecCom return flow type
 * (docs/returns.md), so an ERP that speaks TecCom can take a case over as it is.
 */
export const RETURN_REASONS = [
  'wrongPart',
  'orderedByMistake',
  'surplus',
  'damagedInTransit',
  'deliveredTooMany',
  'deliveredTooFew',
] as const
export const WARRANTY_REASONS = ['failedInService', 'leaking', 'noise', 'electricalFault'] as const
export type FormReason = (typeof RETURN_REASONS)[number] | (typeof WARRANTY_REASONS)[number]
export const REASONS_OF: Record<FormKind, readonly FormReason[]> = {
  return: RETURN_REASONS,
  warranty: WARRANTY_REASONS,
  core: [],
}
/** What the workshop says of an old unit; a damaged or not remanufacturable core may be credited less or refused. */
export const CORE_CONDITIONS = ['complete', 'damaged', 'notRemanufacturable'] as const
export type CoreCondition = (typeof CORE_CONDITIONS)[number]
/** A warranty claim needs the fault described well enough for the supplier to decide (per line remark plus case remarks). */
export const DESCRIPTION_MIN: Record<FormKind, number> = { return: 0, warranty: 20, core: 0 }
export const DESCRIPTION_MAX = 2000
export const FORM_LINES_MAX = 50
/** A case's number: R (return), W (warranty claim) or C (core) and six digits of its id (server/shop/form-number.ts). */
export const CASE_NUMBER_PATTERN = /^[RWC]-\d{6}$/
export const PHOTOS_PER_LINE_MAX = 5
/** A photo after the device resized it (longest edge PHOTO_EDGE_PX, JPEG): a few hundred kB. */
export const PHOTO_BYTES_MAX = 1_000_000
export const PHOTO_EDGE_PX = 1600

/**
 * A case's life (issue 31): requested → approved (or rejected) → received → inspected → credited (or
 * refused). No step may be skipped; the shop's admin area and the ERP (integration API) move it on.
 */
export const FORM_STATUSES = ['requested', 'approved', 'rejected', 'received', 'inspected', 'credited', 'refused'] as const
export type FormStatus = (typeof FORM_STATUSES)[number]
export const NEXT_FORM_STATUSES: Record<FormStatus, readonly FormStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['inspected'],
  inspected: ['credited', 'refused'],
  rejected: [],
  credited: [],
  refused: [],
}
/** The steps that end a case: those NEXT_FORM_STATUSES leads nowhere from. */
export const FINAL_FORM_STATUSES = FORM_STATUSES.filter((status) => NEXT_FORM_STATUSES[status].length === 0)
/** A rejection or refusal ends the case (it has no NEXT_FORM_STATUSES) and must say why. */
export const FORM_STATUSES_NEEDING_NOTE: readonly FormStatus[] = ['rejected', 'refused']
/** What an admin or the ERP may set: every step after `requested`. */
export const ERP_FORM_STATUSES = ['approved', 'rejected', 'received', 'inspected', 'credited', 'refused'] as const

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
  /** Only the lines of a delivery note or an invoice can go back (GET /api/forms/returnable). */
  formDocumentNotReturnable: 'FORM_DOCUMENT_NOT_RETURNABLE',
  /** A case may only move to one of NEXT_FORM_STATUSES of its status. */
  formStepNotAllowed: 'FORM_STEP_NOT_ALLOWED',
  formNoteRequired: 'FORM_NOTE_REQUIRED',
  formConditionRequired: 'FORM_CONDITION_REQUIRED',
  /** A core case names a line of a part without a deposit. */
  formLineNoCore: 'FORM_LINE_NO_CORE',
  formTooManyPhotos: 'FORM_TOO_MANY_PHOTOS',
  formPhotoInvalid: 'FORM_PHOTO_INVALID',
  /** Crediting needs the invoice the credit note corrects (BT-25). */
  formNotInvoiced: 'FORM_NOT_INVOICED',
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

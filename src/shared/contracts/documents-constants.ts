/** zod-free constants of the information-centre contract (orders, business documents, shipments), safe for the SPA bundle. */

export const DOCUMENT_TYPES = ['invoice', 'creditnote', 'deliverynote', 'packinglist'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/**
 * SPEC.md §6: which of the customer's features opens which document type — `invoice` the invoices and
 * credit notes, `shipment` the delivery notes and packing lists. One table for the server's gates, the
 * download jobs, the SPA's lists and the order page.
 */
export const DOCUMENT_FEATURE: Record<DocumentType, 'invoice' | 'shipment'> = {
  invoice: 'invoice',
  creditnote: 'invoice',
  deliverynote: 'shipment',
  packinglist: 'shipment',
}

/** The document types these features let a customer see, in DOCUMENT_TYPES order. */
export function allowedDocumentTypes(features: { invoice: boolean; shipment: boolean }): DocumentType[] {
  return DOCUMENT_TYPES.filter((type) => features[DOCUMENT_FEATURE[type]])
}

/** Number prefixes per type; a document's id is its number (`IN25-004711`), unique across types. */
export const DOCUMENT_NUMBER_PREFIX: Record<DocumentType, string> = {
  invoice: 'IN',
  creditnote: 'CN',
  deliverynote: 'DN',
  packinglist: 'PL',
}
export const DOCUMENT_ID_PATTERN = /^(IN|CN|DN|PL)\d{2}-\d{6}$/
export const ORDER_NUMBER_PATTERN = /^[AB]\d{2}-\d{6}$/

/** Where an order stands, as the ERP reports it; shop orders start as received or backordered. */
export const ORDER_STATUSES = [
  'received',
  'backordered',
  'partiallyShipped',
  'shipped',
  'invoiced',
  'completed',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** invoice: open, paid, overdue; credit note: open, settled; delivery note and packing list: issued. */
export const DOCUMENT_STATUSES = ['open', 'paid', 'overdue', 'settled', 'issued'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

export const SHIPMENT_STATUSES = ['preparing', 'inTransit', 'delivered', 'exception'] as const
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]

/**
 * What a document line bills: a part, or the deposit (Altteilpfand) of the exchange unit on the line before
 * it, same article number (issue 31, docs/decisions/018-deposit-vat.md).
 */
export const DOCUMENT_LINE_KINDS = ['goods', 'deposit'] as const
export type DocumentLineKind = (typeof DOCUMENT_LINE_KINDS)[number]

export const CREDIT_NOTE_REASONS = ['return', 'priceCorrection'] as const

export const ORDER_SORTS = ['-placedAt', 'placedAt', '-orderNumber', 'orderNumber', '-total', 'total'] as const
export const DOCUMENT_SORTS = ['-date', 'date', '-number', 'number', '-total', 'total'] as const
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const
export const LIST_PAGE_SIZE_DEFAULT = 25
/** Export files carry at most this many rows (a filtered list, not a data dump). */
export const EXPORT_MAX_ROWS = 10_000

export const DOCUMENT_ERROR_CODES = {
  documentNotFound: 'DOCUMENT_NOT_FOUND',
  orderNotFound: 'ORDER_NOT_FOUND',
  /** XML is only for invoices and credit notes. */
  noEInvoice: 'NO_E_INVOICE',
  /** The customer's features do not include order, invoice or shipment for this call. */
  featureNotAllowed: 'FEATURE_NOT_ALLOWED',
  badDateRange: 'BAD_DATE_RANGE',
} as const

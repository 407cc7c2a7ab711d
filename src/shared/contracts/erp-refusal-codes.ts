/**
 * zod-free: why the ERP routes of the integration API (issue 29) refused an item, in `refused[].code`.
 * Kebab-case like the catalogue import's refusal codes (admin-import-constants.ts), so an ERP reads
 * one style of code from every /api/integration answer; codes both name mean the same thing.
 */
export const ERP_REFUSAL_CODES = [
  /** customer_id names no customer of the shop (send the customer first). */
  'unknown-customer',
  /** The order or document is stored for another customer than the item names. */
  'customer-mismatch',
  /** sales_entity is not one of the shop's entities (entities.code). */
  'unknown-entity',
  /** billing.country is not a country the shop knows. */
  'unknown-country',
  'unknown-price-group',
  'unknown-currency',
  /** Another contact already logs in with this e-mail address. */
  'email-taken',
  /** case_id names no return, warranty or core case. */
  'unknown-case',
  /** The case cannot take this step from where it is (requested → approved|rejected → received → inspected → credited|refused; none skipped). */
  'step-not-allowed',
  /** rejected and refused need a note saying why: the customer reads it. */
  'note-required',
  /** credited, but an order of the case has no invoice yet for the credit note to correct (BT-25). */
  'not-invoiced',
  /** A new credit note numbered in the block the shop issues its own from (CNyy-900001 and up). */
  'reserved-number',
  /** Lines, VAT and totals do not add up; the reason names the EN 16931 rule. */
  'totals-do-not-add-up',
  /** An invoice or credit note without the amounts an e-invoice needs. */
  'amounts-missing',
  /** The document id is stored with other content; only its status may change. */
  'document-already-issued',
  /** `related` names a document that is neither stored nor in the same batch. */
  'unknown-related-document',
  /** `pdf_base64` is not a PDF or larger than 10 MB. */
  'invalid-pdf',
  /** A shipment's delivery_note_id is not a stored delivery note of its customer. */
  'unknown-delivery-note',
  /** A line with line_kind 'deposit' does not follow a goods line of the same article_id. */
  'deposit-without-part',
  /** The same id twice in one batch: the second is refused, so the answer does not depend on the order of writes. */
  'duplicate-in-batch',
] as const
export type ErpRefusalCode = (typeof ERP_REFUSAL_CODES)[number]

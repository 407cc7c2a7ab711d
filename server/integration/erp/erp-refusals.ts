/** Why the shop refused one item of an ERP batch (docs/erp-exchange.md "Orders, documents and shipments in"). */
export const ERP_REFUSAL_CODES = [
  /** The customer_id is not a customer of the shop (send the customer first). */
  'CUSTOMER_UNKNOWN',
  /** The order or document is stored for another customer than the item names. */
  'CUSTOMER_MISMATCH',
  /** Lines, VAT and totals do not add up; the reason names the EN 16931 rule. */
  'TOTALS_DO_NOT_ADD_UP',
  /** An invoice or credit note without the amounts an e-invoice needs. */
  'AMOUNTS_MISSING',
  /** The document id is stored with other content; only its status may change. */
  'DOCUMENT_ALREADY_ISSUED',
  /** `related` names a document that is neither stored nor in the same batch. */
  'RELATED_DOCUMENT_UNKNOWN',
  /** `pdf_base64` is not a PDF or larger than 10 MB. */
  'PDF_INVALID',
  /** A shipment's delivery_note_id is not a stored delivery note of its customer. */
  'DELIVERY_NOTE_UNKNOWN',
  /** The same id twice in one batch: the second is refused, so the answer does not depend on the order of writes. */
  'DUPLICATE_IN_BATCH',
] as const
export type ErpRefusalCode = (typeof ERP_REFUSAL_CODES)[number]

export type ErpRefusal = { at: string; field: string; code: ErpRefusalCode; reason: string }

/** What one batch did: every item is created, updated, unchanged (same content again) or refused. */
export type ErpUpsertResult = {
  applied: { created: number; updated: number; unchanged: number }
  refused: ErpRefusal[]
}

/** Ways an item can be refused; thrown inside one item's checks, caught per item. */
export class ItemRefused extends Error {
  constructor(
    readonly field: string,
    readonly code: ErpRefusalCode,
    reason: string,
  ) {
    super(reason)
    this.name = 'ItemRefused'
  }
}

export const emptyResult = (): ErpUpsertResult => ({ applied: { created: 0, updated: 0, unchanged: 0 }, refused: [] })

export function refusalOf(index: number, error: ItemRefused): ErpRefusal {
  return { at: `items[${index}]`, field: error.field, code: error.code, reason: error.message }
}

/** The first refusal of a batch the shop wrote itself (the demo history): a bug there must not pass unnoticed. */
export function assertAllApplied(kind: string, result: ErpUpsertResult) {
  const first = result.refused[0]
  if (first)
    throw new Error(`${kind}: ${result.refused.length} refused, first ${first.at} ${first.field} ${first.code}: ${first.reason}`)
}

export const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = []
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size))
  return out
}

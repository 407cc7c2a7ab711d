import { type ExpressionBuilder, sql } from 'kysely'
import type { DocumentType } from '../../../src/shared/contracts/documents-constants'
import type { Db } from '../connect'
import type { Database } from '../schema'

/** Steps after which a case no longer holds its pieces: they may go back in another case. */
export const DEAD_CASE_STATUSES = ['rejected', 'refused'] as const

export type ReturnableRow = {
  position: number
  orderNumber: string
  vendorId: string
  sku: string
  skuNorm: string
  name: string
  qty: number
  /** Pieces of the order's lines with this part that the ERP has delivered. */
  delivered: number
  /** Pieces the customer's live cases already name. */
  inCases: number
  /** Per piece, frozen on the order line; 0 when none was charged. */
  depositUnit: number
  /** The catalogue's deposit today: an exchange unit even if the order predates its deposit. */
  partDepositCents: number
  /** Net per piece: the order line's, else the document line's. */
  unitPrice: number
  vatRate: number | null
}

export type ReturnableDocument = {
  documentId: string
  type: DocumentType
  issuedOn: string
  currency: string
  entityCode: string
  lines: ReturnableRow[]
}

/** The customer's order lines of a document line's order and part (one or more: a part ordered twice). */
const orderLines = (eb: ExpressionBuilder<Database & { dl: Database['document_lines'] }, 'dl'>, customerId: string) =>
  eb
    .selectFrom('order_lines as ol')
    .where('ol.customer_id', '=', customerId)
    .whereRef('ol.order_number', '=', 'dl.order_number')
    .whereRef('ol.sku_norm', '=', 'dl.sku_norm')

/**
 * One of the customer's documents with its part lines and how many pieces of each may still go back:
 * delivered (order lines of the line's order and part) minus what the customer's live cases name.
 * Counted per order and part, so a delivery note and the invoice of the same goods share one count.
 * Null for a document that is not the customer's or not of `types` (the caller's features).
 */
export async function returnableDocument(
  db: Db,
  customerId: string,
  documentId: string,
  types: DocumentType[],
): Promise<ReturnableDocument | null> {
  if (types.length === 0) return null
  const document = await db
    .selectFrom('documents')
    .select(['document_id', 'type', 'issued_on', 'currency', 'entity_code'])
    .where('customer_id', '=', customerId)
    .where('document_id', '=', documentId)
    .where('type', 'in', types)
    .executeTakeFirst()
  if (!document) return null
  const rows = await db
    .selectFrom('document_lines as dl')
    .select((eb) => [
      'dl.position',
      'dl.order_number',
      'dl.vendor_id',
      'dl.sku',
      'dl.sku_norm',
      'dl.name',
      'dl.qty',
      'dl.unit_price',
      'dl.vat_rate',
      orderLines(eb, customerId).select(sql<number>`coalesce(sum(ol.delivered_qty), 0)`.as('n')).as('delivered'),
      orderLines(eb, customerId).select(sql<number>`coalesce(max(ol.deposit_unit), 0)`.as('n')).as('deposit_unit'),
      orderLines(eb, customerId).select(sql<number | null>`max(ol.unit_price)`.as('n')).as('order_unit_price'),
      eb
        .selectFrom('parts as p')
        .select(sql<number>`coalesce(max(p.deposit_cents), 0)`.as('n'))
        .whereRef('p.vendor_id', '=', 'dl.vendor_id')
        .whereRef('p.sku_norm', '=', 'dl.sku_norm')
        .as('part_deposit_cents'),
      eb
        .selectFrom('service_form_lines as sfl')
        .innerJoin('service_forms as sf', 'sf.id', 'sfl.form_id')
        .select(sql<number>`coalesce(sum(sfl.qty), 0)`.as('n'))
        .where('sf.customer_id', '=', customerId)
        .where('sf.status', 'not in', DEAD_CASE_STATUSES)
        .whereRef('sfl.order_number', '=', 'dl.order_number')
        .whereRef('sfl.sku_norm', '=', 'dl.sku_norm')
        .as('in_cases'),
    ])
    .where('dl.document_id', '=', documentId)
    .where('dl.customer_id', '=', customerId)
    .where('dl.line_kind', '=', 'goods')
    .where('dl.vendor_id', '<>', '')
    .orderBy('dl.position')
    .execute()
  return {
    documentId: document.document_id,
    type: document.type,
    issuedOn: document.issued_on,
    currency: document.currency,
    entityCode: document.entity_code,
    lines: rows.map((row) => ({
      position: row.position,
      orderNumber: row.order_number,
      vendorId: row.vendor_id,
      sku: row.sku,
      skuNorm: row.sku_norm,
      name: row.name,
      qty: row.qty,
      delivered: Number(row.delivered ?? 0),
      inCases: Number(row.in_cases ?? 0),
      depositUnit: Number(row.deposit_unit ?? 0),
      partDepositCents: Number(row.part_deposit_cents ?? 0),
      unitPrice: Number(row.order_unit_price ?? row.unit_price ?? 0),
      vatRate: row.vat_rate,
    })),
  }
}

/** Delivered and not named by a live case: what one more case may name. */
export const returnableOf = (row: ReturnableRow) => Math.max(0, row.delivered - row.inCases)
/** A part that carries a deposit: its old unit may go back as a core. */
export const isExchangeUnit = (row: ReturnableRow) => row.depositUnit > 0 || row.partDepositCents > 0

import type { Selectable } from 'kysely'
import type { ServiceCase } from '../../../src/shared/contracts/returns'
import type { CoreCondition, FormKind, FormReason, FormStatus } from '../../../src/shared/contracts/services-constants'
import { formNumber } from '../../shop/form-number'
import type { Db } from '../connect'
import type { Database } from '../schema'
import type { ExchangeUnitTables } from '../schema-exchange-units'

export type CaseLineRow = ExchangeUnitTables['service_form_lines']

/** One case as stored, for the customer's pages and for moving it on (admin, ERP, credit note). */
export type CaseRecord = {
  /** With every line's unitCredit: hide it with withoutPrices() for a caller who may not see prices. */
  case: ServiceCase
  customerId: string
  contactId: string
  /** The language the case was filled in (its mails and slip). */
  language: string
  /** The stored lines, with what a credit note needs (unit_credit, currency, vat_rate, sku_norm). */
  lines: CaseLineRow[]
  /** The timeline with who took each step as stored ('admin:<name>' for the admin area). */
  events: Array<{ status: FormStatus; at: string; actor: string; note: string }>
}

/** 'customer', 'erp', or 'admin:<name>' (an admin's step) as the timeline shows it. */
function byOf(actor: string): 'customer' | 'shop' | 'erp' {
  if (actor === 'customer' || actor === 'erp') return actor
  return 'shop'
}

/** The cases with these ids (all of one customer, or any when customerId is null), newest first. */
export async function readCases(db: Db, customerId: string | null, ids: number[]): Promise<CaseRecord[]> {
  if (ids.length === 0) return []
  let headerQuery = db.selectFrom('service_forms').selectAll().where('id', 'in', ids)
  if (customerId !== null) headerQuery = headerQuery.where('customer_id', '=', customerId)
  const headers = await headerQuery.orderBy('id', 'desc').execute()
  if (headers.length === 0) return []
  const found = headers.map((h) => h.id)
  const [lines, photos, events] = await Promise.all([
    db.selectFrom('service_form_lines').selectAll().where('form_id', 'in', found).orderBy('form_id').orderBy('line_no').execute(),
    db
      .selectFrom('service_form_photos')
      .select(['id', 'form_id', 'line_no'])
      .where('form_id', 'in', found)
      .orderBy('id')
      .execute(),
    db.selectFrom('service_form_events').selectAll().where('form_id', 'in', found).orderBy('id').execute(),
  ])
  return headers.map((header) => toRecord(header, lines, photos, events))
}

function toRecord(
  header: Selectable<Database['service_forms']>,
  allLines: CaseLineRow[],
  photos: Array<{ id: number; form_id: number; line_no: number }>,
  events: Array<Selectable<ExchangeUnitTables['service_form_events']>>,
): CaseRecord {
  const lines = allLines.filter((line) => line.form_id === header.id)
  const own = events
    .filter((event) => event.form_id === header.id)
    .map((event) => ({ status: event.status as FormStatus, at: event.at, actor: event.actor, note: event.note }))
  const serviceCase: ServiceCase = {
    id: header.id,
    number: formNumber(header.kind, header.id),
    kind: header.kind as FormKind,
    status: header.status as FormStatus,
    remarks: header.remarks,
    createdAt: header.created_at,
    lines: lines.map((line) => {
      const photoIds = photos.filter((p) => p.form_id === header.id && p.line_no === line.line_no).map((p) => p.id)
      return {
        lineNo: line.line_no,
        documentId: line.document_id,
        documentPosition: line.document_position,
        orderNumber: line.order_number,
        vendorId: line.vendor_id,
        sku: line.sku,
        partName: line.part_name,
        qty: line.qty,
        reason: line.reason as FormReason | null,
        condition: line.core_condition as CoreCondition | null,
        remark: line.remark,
        photoCount: photoIds.length,
        photoIds,
        unitCredit: { value: line.unit_credit, currency: line.currency },
      }
    }),
    timeline: own.map((event) => ({ status: event.status, at: event.at, by: byOf(event.actor), note: event.note })),
    creditNoteId: header.credit_note_id,
  }
  return {
    case: serviceCase,
    customerId: header.customer_id,
    contactId: header.contact_id,
    language: header.language,
    lines,
    events: own,
  }
}

/**
 * One case with its lines, photos (ids) and timeline; null when there is none or it is another
 * customer's. customerId null: any customer's (admin area, ERP door). Signature kept stable for them.
 */
export async function findCase(db: Db, customerId: string | null, id: number): Promise<CaseRecord | null> {
  const [found] = await readCases(db, customerId, [id])
  return found ?? null
}

/** A case as a caller sees it who may not see prices: the credits go, the rest stays. */
export function withoutPrices(serviceCase: ServiceCase): ServiceCase {
  return { ...serviceCase, lines: serviceCase.lines.map((line) => ({ ...line, unitCredit: null })) }
}

import type { FormKind, FormStatus } from '../../src/shared/contracts/services-constants'
import type { Db } from '../db/connect'
import { partNumberKey } from '../shop/part-number'

export type TestCaseLine = {
  orderNumber: string
  sku: string
  partName: string
  qty: number
  unitCredit: number
  vatRate?: number
  currency?: string
  vendorId?: string
  /** The delivery note line the piece came on; none by default (the lifecycle does not read it). */
  documentId?: string
  documentPosition?: number
}

/**
 * A case as the forms page leaves it (requested, one event by the customer), written straight into
 * the tables: the lifecycle's tests do not depend on how a case is submitted. With `status`, the case
 * stands at that step without the events of the steps before (for readers of the status only, such as
 * the open cores account). The one way tests insert a case. Test support only.
 */
export async function insertTestCase(
  db: Db,
  {
    customerId,
    kind,
    lines,
    status = 'requested',
  }: { customerId: string; kind: FormKind; lines: TestCaseLine[]; status?: FormStatus },
): Promise<number> {
  const contact = await db
    .selectFrom('contacts')
    .select('contact_id')
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow()
  const first = lines[0] as TestCaseLine
  const createdAt = '2026-01-05T09:00:00.000Z'
  const { id } = await db
    .insertInto('service_forms')
    .values({
      customer_id: customerId,
      contact_id: contact.contact_id,
      kind,
      order_number: first.orderNumber,
      position: 1,
      vendor_id: first.vendorId ?? 'V',
      sku: first.sku,
      part_name: first.partName,
      qty: first.qty,
      reason: kind === 'core' ? '' : 'wrongPart',
      description: '',
      status,
      language: 'en',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('service_form_lines')
    .values(
      lines.map((line, index) => ({
        form_id: id,
        line_no: index + 1,
        document_id: line.documentId ?? '',
        document_position: line.documentPosition ?? index + 1,
        order_number: line.orderNumber,
        vendor_id: line.vendorId ?? 'V',
        sku: line.sku,
        sku_norm: partNumberKey(line.sku),
        part_name: line.partName,
        qty: line.qty,
        reason: kind === 'core' ? null : 'wrongPart',
        core_condition: kind === 'core' ? 'complete' : null,
        remark: '',
        unit_credit: line.unitCredit,
        currency: line.currency ?? 'EUR',
        vat_rate: line.vatRate ?? 19,
      })),
    )
    .execute()
  await db
    .insertInto('service_form_events')
    .values({ form_id: id, status: 'requested', at: createdAt, actor: 'customer', note: '' })
    .execute()
  return id
}

/** An invoiced line of the customer's demo history: the order, part and invoice a case can name. */
export async function invoicedLine(db: Db, customerId: string) {
  return db
    .selectFrom('document_lines as l')
    .innerJoin('documents as d', 'd.document_id', 'l.document_id')
    .select(['d.document_id', 'd.issued_on', 'l.order_number', 'l.sku', 'l.name', 'l.vendor_id'])
    .where('d.customer_id', '=', customerId)
    .where('d.type', '=', 'invoice')
    .where('l.vendor_id', '<>', '')
    .orderBy('d.document_id')
    .executeTakeFirstOrThrow()
}

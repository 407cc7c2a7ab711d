import type { AdminCaseDetail } from '../../src/shared/contracts/admin-service-cases'
import { type FormStatus, NEXT_FORM_STATUSES } from '../../src/shared/contracts/services-constants'
import type { Db } from '../db/connect'
import { searchCases } from './admin-case-list'

type Line = AdminCaseDetail['lines'][number]

/** One case for the admin area: header, lines with their photo counts, timeline, and the steps it may take now. */
export async function adminCaseDetail(db: Db, id: number): Promise<AdminCaseDetail | null> {
  const form = await db
    .selectFrom('service_forms as f')
    .innerJoin('contacts as p', 'p.contact_id', 'f.contact_id')
    .select(['f.id', 'f.kind', 'f.remarks', 'f.status_note', 'p.first_name', 'p.last_name', 'p.email'])
    .where('f.id', '=', id)
    .executeTakeFirst()
  if (!form) return null
  const [summary] = (await searchCases(db, { id, q: '', page: 1, pageSize: 1 })).items
  if (!summary) return null
  const [lines, photos, events] = await Promise.all([
    db.selectFrom('service_form_lines').selectAll().where('form_id', '=', id).orderBy('line_no').execute(),
    db
      .selectFrom('service_form_photos')
      .select(['line_no', (eb) => eb.fn.countAll<number>().as('n')])
      .where('form_id', '=', id)
      .groupBy('line_no')
      .execute(),
    db
      .selectFrom('service_form_events')
      .select(['status', 'at', 'actor', 'note'])
      .where('form_id', '=', id)
      .orderBy('id')
      .execute(),
  ])
  const photoCount = new Map(photos.map((row) => [row.line_no, Number(row.n)]))
  return {
    ...summary,
    remarks: form.remarks,
    statusNote: form.status_note,
    contactName: `${form.first_name} ${form.last_name}`.trim(),
    contactEmail: form.email,
    lines: lines.map(
      (line): Line => ({
        lineNo: line.line_no,
        documentId: line.document_id,
        orderNumber: line.order_number,
        vendorId: line.vendor_id,
        sku: line.sku,
        partName: line.part_name,
        qty: line.qty,
        reason: line.reason as Line['reason'],
        condition: line.core_condition as Line['condition'],
        remark: line.remark,
        photoCount: photoCount.get(line.line_no) ?? 0,
        unitCredit: { value: line.unit_credit, currency: line.currency },
      }),
    ),
    timeline: events.map((event) => ({ ...event, status: event.status as FormStatus })),
    nextSteps: [...(NEXT_FORM_STATUSES[summary.status] ?? [])],
  }
}

import type { AdminCaseDetail } from '../../src/shared/contracts/admin-service-cases'
import { NEXT_FORM_STATUSES } from '../../src/shared/contracts/services-constants'
import type { Db } from '../db/connect'
import { findCase } from '../db/repositories/service-case-read'
import { searchCases } from './admin-case-list'

type Line = AdminCaseDetail['lines'][number]

/** One case for the admin area: header, lines with their photo counts, timeline, and the steps it may take now. */
export async function adminCaseDetail(db: Db, id: number): Promise<AdminCaseDetail | null> {
  const form = await db
    .selectFrom('service_forms as f')
    .innerJoin('contacts as p', 'p.contact_id', 'f.contact_id')
    .select(['f.status_note', 'p.first_name', 'p.last_name', 'p.email'])
    .where('f.id', '=', id)
    .executeTakeFirst()
  const record = await findCase(db, null, id)
  const [summary] = (await searchCases(db, { id, q: '', page: 1, pageSize: 1 })).items
  if (!form || !record || !summary) return null
  return {
    ...summary,
    remarks: record.case.remarks,
    statusNote: form.status_note,
    contactName: `${form.first_name} ${form.last_name}`.trim(),
    contactEmail: form.email,
    lines: record.case.lines.map(
      (line): Line => ({
        lineNo: line.lineNo,
        documentId: line.documentId,
        orderNumber: line.orderNumber,
        vendorId: line.vendorId,
        sku: line.sku,
        partName: line.partName,
        qty: line.qty,
        reason: line.reason,
        condition: line.condition,
        remark: line.remark,
        photoCount: line.photoCount,
        photoIds: line.photoIds,
        unitCredit: line.unitCredit ?? { value: 0, currency: 'EUR' },
      }),
    ),
    timeline: record.events,
    nextSteps: [...(NEXT_FORM_STATUSES[summary.status] ?? [])],
  }
}

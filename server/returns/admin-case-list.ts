import type { AdminCaseSummary } from '../../src/shared/contracts/admin-service-cases'
import type { FormKind, FormStatus } from '../../src/shared/contracts/services-constants'
import { containsText } from '../admin/contains-text'
import type { Db } from '../db/connect'
import { formNumber, parseFormNumber } from '../shop/form-number'
import { partNumberKey } from '../shop/part-number'

type Query = { id?: number; status?: FormStatus; kind?: FormKind; q: string; page: number; pageSize: number }

/** R-000042, W42 or plain 42: the case id the search text names, if any (the admin searches across kinds). */
const idOfNumber = (q: string) => parseFormNumber(q)?.id ?? (/^\d{1,9}$/.test(q.trim()) ? Number(q) : null)

/** Cases for the admin list, newest first: by step, kind, and a case, customer or article number or a customer's name. */
export async function searchCases(db: Db, { id, status, kind, q, page, pageSize }: Query) {
  let query = db.selectFrom('service_forms as f').innerJoin('customers as c', 'c.customer_id', 'f.customer_id')
  if (id !== undefined) query = query.where('f.id', '=', id)
  if (status) query = query.where('f.status', '=', status)
  if (kind) query = query.where('f.kind', '=', kind)
  if (q) {
    const named = idOfNumber(q)
    query = query.where((eb) =>
      eb.or([
        ...(named === null ? [] : [eb('f.id', '=', named)]),
        eb('f.customer_id', '=', q),
        containsText(eb.ref('c.company_name'), q),
        eb.exists(
          eb
            .selectFrom('service_form_lines as l')
            .select('l.line_no')
            .whereRef('l.form_id', '=', 'f.id')
            .where('l.sku_norm', '=', partNumberKey(q)),
        ),
      ]),
    )
  }
  const [rows, count] = await Promise.all([
    query
      .select([
        'f.id',
        'f.kind',
        'f.status',
        'f.customer_id',
        'c.company_name',
        'f.created_at',
        'f.updated_at',
        'f.credit_note_id',
      ])
      .select((eb) => [
        eb
          .selectFrom('service_form_lines as l')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('l.form_id', '=', 'f.id')
          .as('line_count'),
        eb
          .selectFrom('service_form_lines as l')
          .select((inner) => inner.fn.sum<number>('l.qty').as('n'))
          .whereRef('l.form_id', '=', 'f.id')
          .as('pieces'),
      ])
      .orderBy('f.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    total: Number(count.n),
    items: rows.map(
      (row): AdminCaseSummary => ({
        id: row.id,
        number: formNumber(row.kind, row.id),
        kind: row.kind,
        status: row.status as FormStatus,
        customerId: row.customer_id,
        companyName: row.company_name,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        lineCount: Number(row.line_count ?? 0),
        pieces: Number(row.pieces ?? 0),
        creditNoteId: row.credit_note_id,
      }),
    ),
  }
}

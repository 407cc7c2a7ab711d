import type { Selectable } from 'kysely'
import type { DocumentRef, DocumentSummary } from '../../../src/shared/contracts/documents'
import type { DOCUMENT_SORTS, DocumentType } from '../../../src/shared/contracts/documents-constants'
import type { Db } from '../connect'
import type { DocumentTables } from '../schema-documents'
import { documentMatches, qMatch } from './history-search'
import { type Page, pageOf, todayIso } from './list-paging'

export type DocumentFilters = {
  customerId: string
  /** The types asked for and allowed; never empty (the route answers an empty list itself). */
  types: DocumentType[]
  q?: string
  from?: string
  to?: string
  sort: (typeof DOCUMENT_SORTS)[number]
  page: number
  pageSize: number
}

type DocumentRow = Selectable<DocumentTables['documents']>

/** An open invoice past its due date is overdue from that day on, whatever was stored when it was issued. */
export function statusToday(row: Pick<DocumentRow, 'status' | 'due_date'>): DocumentRow['status'] {
  return row.status === 'open' && row.due_date !== null && row.due_date < todayIso() ? 'overdue' : row.status
}

export const toRef = (row: Pick<DocumentRow, 'document_id' | 'type' | 'issued_on'>): DocumentRef => ({
  documentId: row.document_id,
  type: row.type,
  number: row.document_id,
  date: row.issued_on,
})

/** The business documents of one customer: the filtered, sorted, paged list and the export rows. */
export function createDocumentRepository(db: Db) {
  async function orderNumbersOf(documentIds: string[]) {
    const byDocument = new Map<string, string[]>()
    if (documentIds.length === 0) return byDocument
    const rows = await db
      .selectFrom('document_orders')
      .selectAll()
      .where('document_id', 'in', documentIds)
      .orderBy('order_number')
      .execute()
    for (const row of rows) byDocument.set(row.document_id, [...(byDocument.get(row.document_id) ?? []), row.order_number])
    return byDocument
  }

  function filtered(filters: DocumentFilters) {
    let query = db
      .selectFrom('documents as d')
      .where('d.customer_id', '=', filters.customerId)
      .where('d.type', 'in', filters.types)
    if (filters.from) query = query.where('d.issued_on', '>=', filters.from)
    if (filters.to) query = query.where('d.issued_on', '<=', filters.to)
    if (filters.q) query = query.where(documentMatches(qMatch(filters.customerId, filters.q)))
    return query
  }

  async function rows(filters: DocumentFilters, limit: number, offset: number): Promise<DocumentSummary[]> {
    const desc = filters.sort.startsWith('-')
    const direction = desc ? 'desc' : 'asc'
    let query = filtered(filters).selectAll('d')
    if (filters.sort.endsWith('total')) query = query.orderBy('d.gross', direction)
    if (filters.sort.endsWith('number')) query = query.orderBy('d.document_id', direction)
    else query = query.orderBy('d.issued_on', direction).orderBy('d.document_id', direction)
    const found = await query.limit(limit).offset(offset).execute()
    const orders = await orderNumbersOf(found.map((row) => row.document_id))
    return found.map((row) => ({
      ...toRef(row),
      orderNumbers: orders.get(row.document_id) ?? [],
      customerOrderReference: row.customer_order_reference,
      total: row.gross,
      currency: row.currency,
      status: statusToday(row),
    }))
  }

  return {
    async list(filters: DocumentFilters): Promise<Page<DocumentSummary>> {
      const { total } = await filtered(filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow()
      return pageOf(await rows(filters, filters.pageSize, (filters.page - 1) * filters.pageSize), Number(total), filters)
    },

    /** The whole filtered list up to `max` rows, for an export file. */
    exportRows: (filters: DocumentFilters, max: number) => rows(filters, max, 0),
  }
}

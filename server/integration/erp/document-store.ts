import type { Db } from '../../db/connect'
import type { DocumentRows } from './erp-document-rows'
import { chunksOf } from './erp-refusals'

/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters at 20 columns. */
const ROWS_PER_INSERT = 500

export async function storedDocuments(trx: Db, ids: string[]) {
  const found = new Map<string, { customer_id: string; status: string; content_hash: string | null }>()
  for (const chunk of chunksOf([...new Set(ids)], 500)) {
    const rows = await trx
      .selectFrom('documents')
      .select(['document_id', 'customer_id', 'status', 'content_hash'])
      .where('document_id', 'in', chunk)
      .execute()
    for (const row of rows) found.set(row.document_id, row)
  }
  return found
}

/** Stored documents by id, with their customer. */
export async function storedDocumentOwners(trx: Db, ids: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (const chunk of chunksOf(ids, 500)) {
    const rows = await trx
      .selectFrom('documents')
      .select(['document_id', 'customer_id'])
      .where('document_id', 'in', chunk)
      .execute()
    for (const row of rows) found.set(row.document_id, row.customer_id)
  }
  return found
}

/** New documents with their lines, orders and links (stored both ways), in multi-row INSERTs. */
export async function insertDocumentRows(trx: Db, documents: DocumentRows[], links: ReadonlyArray<readonly [string, string]>) {
  for (const chunk of chunksOf(
    documents.map((d) => d.document),
    ROWS_PER_INSERT,
  )) {
    await trx.insertInto('documents').values(chunk).execute()
  }
  for (const chunk of chunksOf(
    documents.flatMap((d) => d.lines),
    ROWS_PER_INSERT,
  )) {
    await trx.insertInto('document_lines').values(chunk).execute()
  }
  for (const chunk of chunksOf(
    documents.flatMap((d) => d.orders),
    ROWS_PER_INSERT,
  )) {
    await trx.insertInto('document_orders').values(chunk).execute()
  }
  const keys = new Set(links.flatMap(([a, b]) => [`${a} ${b}`, `${b} ${a}`]))
  const bothWays = [...keys].map((key) => {
    const [document_id = '', related_id = ''] = key.split(' ')
    return { document_id, related_id }
  })
  for (const chunk of chunksOf(bothWays, ROWS_PER_INSERT)) {
    await trx
      .insertInto('document_links')
      .values(chunk)
      .onConflict((conflict) => conflict.doNothing())
      .execute()
  }
}

import type { Db } from '../../db/connect'
import { queueCustomerNotice } from '../../jobs/customer-notices'
import { partNumberKey } from '../../shop/part-number'
import { isShopCreditNoteNumber } from '../../shop/shop-credit-note-number'
import { checkDepositLines } from './check-deposit-lines'
import { checkDocumentTotals } from './check-document-totals'
import { documentContentHash } from './document-content-hash'
import { insertDocumentRows, storedDocumentOwners, storedDocuments } from './document-store'
import { type ErpAnswer, type ErpWriteOptions, emptyAnswer } from './erp-answer'
import type { ErpDocumentItem } from './erp-document-item'
import { decodeErpPdf, storeErpPdf } from './erp-document-pdf'
import { type DocumentRows, documentRows } from './erp-document-rows'
import { ItemRefused, refusalOf } from './erp-refusals'
import { knownCustomers, supplierIdsOf } from './known-customers'

type Accepted = { index: number; item: ErpDocumentItem; rows: DocumentRows; pdf: { pdf: Buffer; sha256: string } | null }

/**
 * Stores the ERP's documents inside the caller's transaction. A document is issued once: the same
 * content again is unchanged, another status is an update, other content is refused
 * (DOCUMENT_ALREADY_ISSUED). Refused items leave nothing behind; the others are written in bulk.
 */
export async function upsertErpDocuments(trx: Db, items: ErpDocumentItem[], options: ErpWriteOptions): Promise<ErpAnswer> {
  const result = emptyAnswer()
  const customers = await knownCustomers(
    trx,
    items.map((item) => item.customer_id),
  )
  const stored = await storedDocuments(
    trx,
    items.map((item) => item.document_id),
  )
  const supplierIds = await supplierIdsOf(
    trx,
    items.flatMap((item) =>
      item.lines.filter((line) => line.supplier_id === undefined).map((line) => partNumberKey(line.article_id)),
    ),
  )
  const seen = new Set<string>()
  const fresh: Accepted[] = []
  const statusChanges: Array<{ id: string; status: ErpDocumentItem['status'] }> = []
  items.forEach((item, index) => {
    try {
      if (seen.has(item.document_id))
        throw new ItemRefused('document_id', 'duplicate-in-batch', `${item.document_id} is sent twice in this batch.`)
      seen.add(item.document_id)
      const customer = customers.get(item.customer_id)
      if (!customer)
        throw new ItemRefused('customer_id', 'unknown-customer', `No customer ${item.customer_id}: send the customer first.`)
      const pdf = item.pdf_base64 === undefined ? null : decodeErpPdf(item.pdf_base64)
      const hash = documentContentHash(item, pdf?.sha256 ?? null)
      const before = stored.get(item.document_id)
      if (before) {
        if (before.customer_id !== item.customer_id) {
          throw new ItemRefused('customer_id', 'customer-mismatch', `${item.document_id} was issued to another customer.`)
        }
        if (before.content_hash !== hash) {
          throw new ItemRefused(
            'document_id',
            'document-already-issued',
            `${item.document_id} is already issued with other content; only its status may change (issue a credit note or a new document).`,
          )
        }
        if (item.status !== undefined && item.status !== before.status) {
          statusChanges.push({ id: item.document_id, status: item.status })
          result.applied.updated += 1
        } else result.applied.unchanged += 1
        return
      }
      checkDepositLines(item)
      if (item.type === 'creditnote' && isShopCreditNoteNumber(item.document_id)) {
        throw new ItemRefused(
          'document_id',
          'reserved-number',
          `${item.document_id} is in the block the shop numbers its own credit notes from (CNyy-900001 and up); number the ERP's below it.`,
        )
      }
      checkDocumentTotals(item)
      fresh.push({ index, item, rows: documentRows(item, customer, supplierIds, hash), pdf })
    } catch (error) {
      if (!(error instanceof ItemRefused)) throw error
      result.refused.push(refusalOf(index, error))
    }
  })

  const accepted = await withKnownRelations(trx, fresh, result)
  await insertDocumentRows(
    trx,
    accepted.map((entry) => entry.rows),
    accepted.flatMap(({ item }) => item.related.map((related) => [item.document_id, related] as const)),
  )
  for (const { item, pdf } of accepted) if (pdf) await storeErpPdf(trx, item.document_id, pdf, options.now)
  for (const change of statusChanges) {
    await trx.updateTable('documents').set({ status: change.status }).where('document_id', '=', change.id).execute()
  }
  result.applied.created += accepted.length
  if (options.notify) {
    for (const { item } of accepted) {
      if (item.type === 'invoice') {
        await queueCustomerNotice(trx, { kind: 'invoice-available', customerId: item.customer_id, documentId: item.document_id })
      }
    }
  }
  result.refused.sort((a, b) => Number(a.at.slice(6, -1)) - Number(b.at.slice(6, -1)))
  return result
}

/**
 * Drops (and refuses) documents whose `related` names a document neither stored nor accepted in this
 * batch, or another customer's; repeated, because dropping one may strand another that pointed at it.
 */
async function withKnownRelations(trx: Db, fresh: Accepted[], result: ErpAnswer): Promise<Accepted[]> {
  const inBatch = new Set(fresh.map(({ item }) => item.document_id))
  const outside = [...new Set(fresh.flatMap(({ item }) => item.related))].filter((id) => !inBatch.has(id))
  const storedOwners = await storedDocumentOwners(trx, outside)
  let accepted = fresh
  for (;;) {
    const owners = new Map([...storedOwners, ...accepted.map(({ item }) => [item.document_id, item.customer_id] as const)])
    const strayOf = (item: ErpDocumentItem) => item.related.find((id) => owners.get(id) !== item.customer_id)
    const stranded = accepted.filter(({ item }) => strayOf(item) !== undefined)
    if (stranded.length === 0) return accepted
    for (const { index, item } of stranded) {
      const reason = `${strayOf(item)} is not a stored document of ${item.customer_id}: send it first or in the same batch.`
      result.refused.push(refusalOf(index, new ItemRefused('related', 'unknown-related-document', reason)))
    }
    const dropped = new Set(stranded)
    accepted = accepted.filter((entry) => !dropped.has(entry))
  }
}

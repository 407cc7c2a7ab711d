import type { Insertable, Selectable } from 'kysely'
import type { Db } from '../db/connect'
import type { Database } from '../db/schema'
import { insertDocumentRows } from '../integration/erp/document-store'
import { round2 } from '../shop/money'
import { documentTotals } from '../shop/vat'
import type { CorrectedInvoice } from './corrected-invoices'
import { nextCreditNoteNumber } from './credit-note-number'

type Form = Pick<Selectable<Database['service_forms']>, 'customer_id' | 'kind'>
type CaseLine = Selectable<Database['service_form_lines']>

/**
 * The credit note of a credited case (type 381, reason `return`): one line per case line at what one
 * piece is credited with — a core's deposit as a `deposit` line, a returned or claimed part as a
 * `goods` line — VAT per line at the case line's rate, totals as every document's (documentTotals).
 * Buyer, shipping address, seller entity and currency are those of the (first) invoice it corrects,
 * and it is linked both ways to every invoice it corrects, which the e-invoice names as BT-25.
 */
export async function issueCreditNote(
  trx: Db,
  form: Form,
  lines: CaseLine[],
  invoices: Map<number, CorrectedInvoice>,
  now: string,
): Promise<string> {
  const first = invoices.get(lines[0]?.line_no ?? 0)
  if (!first) throw new Error('issueCreditNote needs the corrected invoice of every line')
  const documentId = await nextCreditNoteNumber(trx, now)
  const documentLines: Insertable<Database['document_lines']>[] = lines.map((line, index) => ({
    document_id: documentId,
    position: index + 1,
    customer_id: form.customer_id,
    order_number: line.order_number,
    vendor_id: line.vendor_id,
    sku: line.sku,
    sku_norm: line.sku_norm,
    name: line.part_name,
    oe_numbers: '[]',
    qty: line.qty,
    unit_price: line.unit_credit,
    line_total: round2(line.qty * line.unit_credit),
    vat_rate: line.vat_rate,
    line_kind: form.kind === 'core' ? 'deposit' : 'goods',
  }))
  const totals = documentTotals(documentLines.map((line) => ({ lineTotal: line.line_total ?? 0, vatRate: line.vat_rate ?? 0 })))
  const related = [...new Set([...invoices.values()].map((invoice) => invoice.document_id))]
  await insertDocumentRows(
    trx,
    [
      {
        document: {
          document_id: documentId,
          customer_id: form.customer_id,
          type: 'creditnote',
          issued_on: now.slice(0, 10),
          status: 'open',
          currency: lines[0]?.currency ?? first.currency,
          entity_code: first.entity_code,
          buyer: first.buyer,
          shipping_address: first.shipping_address,
          customer_order_reference: first.customer_order_reference,
          net: totals.net,
          vat_total: totals.vatTotal,
          gross: totals.gross,
          vat_breakdown: JSON.stringify(totals.vat),
          due_date: null,
          payment_terms_days: null,
          credit_note_reason: 'return',
          shipment_id: null,
          content_hash: null,
        },
        lines: documentLines,
        orders: [...new Set(lines.map((line) => line.order_number))].map((order_number) => ({
          document_id: documentId,
          order_number,
        })),
      },
    ],
    related.map((invoiceId) => [documentId, invoiceId] as const),
  )
  return documentId
}

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
  const deposits = form.kind === 'core' ? new Map<string, number>() : await depositsOf(trx, lines)
  const documentLines: Insertable<Database['document_lines']>[] = []
  const push = (line: CaseLine, kind: 'goods' | 'deposit', unit: number) =>
    documentLines.push({
      document_id: documentId,
      position: documentLines.length + 1,
      customer_id: form.customer_id,
      order_number: line.order_number,
      vendor_id: line.vendor_id,
      sku: line.sku,
      sku_norm: line.sku_norm,
      name: line.part_name,
      oe_numbers: '[]',
      qty: line.qty,
      unit_price: unit,
      line_total: round2(line.qty * unit),
      vat_rate: line.vat_rate,
      line_kind: kind,
    })
  for (const line of lines) {
    if (form.kind === 'core') push(line, 'deposit', line.unit_credit)
    else {
      push(line, 'goods', line.unit_credit)
      // A returned exchange unit goes back whole: its deposit comes back with its price, on its own line.
      const deposit = deposits.get(`${line.order_number} ${line.sku_norm}`) ?? 0
      if (deposit > 0) push(line, 'deposit', deposit)
    }
  }
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

/** The deposit each case line's order line took, by order number and normalized sku. */
async function depositsOf(trx: Db, lines: CaseLine[]): Promise<Map<string, number>> {
  const orders = [...new Set(lines.map((line) => line.order_number))]
  const rows = await trx
    .selectFrom('order_lines')
    .select(['order_number', 'sku_norm', 'deposit_unit'])
    .where('order_number', 'in', orders)
    .where('deposit_unit', '>', 0)
    .execute()
  return new Map(rows.map((row) => [`${row.order_number} ${row.sku_norm}`, Number(row.deposit_unit)]))
}

import type { Selectable } from 'kysely'
import { SERVICE_ERROR_CODES } from '../../src/shared/contracts/services-constants'
import type { Db } from '../db/connect'
import type { Database } from '../db/schema'
import { CaseRefused } from './case-refused'

type CaseLine = Pick<Selectable<Database['service_form_lines']>, 'line_no' | 'order_number' | 'sku_norm'>
export type CorrectedInvoice = Selectable<Database['documents']>

/**
 * The invoice each case line corrects (BT-25): the customer's invoice of the line's order that bills
 * this part, else any invoice of that order (the earliest, the one the goods were billed on). A line
 * whose order has no invoice yet refuses the credit (FORM_NOT_INVOICED): a credit note must name one.
 */
export async function correctedInvoices(trx: Db, customerId: string, lines: CaseLine[]): Promise<Map<number, CorrectedInvoice>> {
  const found = new Map<number, CorrectedInvoice>()
  for (const line of lines) {
    const invoices = trx
      .selectFrom('documents as d')
      .innerJoin('document_orders as o', 'o.document_id', 'd.document_id')
      .selectAll('d')
      .where('d.customer_id', '=', customerId)
      .where('d.type', '=', 'invoice')
      .where('o.order_number', '=', line.order_number)
      .orderBy('d.issued_on')
      .orderBy('d.document_id')
    const billing = await invoices
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('document_lines as l')
            .select('l.position')
            .whereRef('l.document_id', '=', 'd.document_id')
            .where('l.sku_norm', '=', line.sku_norm),
        ),
      )
      .executeTakeFirst()
    const invoice = billing ?? (await invoices.executeTakeFirst())
    if (!invoice) {
      throw new CaseRefused(
        SERVICE_ERROR_CODES.formNotInvoiced,
        `Order ${line.order_number} has no invoice yet; a credit note must name the invoice it corrects. Credit the case once the invoice is issued.`,
      )
    }
    found.set(line.line_no, invoice)
  }
  return found
}

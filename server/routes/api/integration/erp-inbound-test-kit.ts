import type { FastifyInstance } from 'fastify'
import { CUSTOMER_NOTICE_JOB_KIND } from '../../../jobs/customer-notices'

/** The demo workshop (werkstatt@example.com), a customer every test app has. */
export const CUSTOMER = 'D1000001'

const round2 = (value: number) => Math.round(value * 100) / 100

/** An invoice whose amounts add up (19 %), as an ERP would send it; `overrides` breaks what a test needs broken. */
export function invoiceItem(documentId: string, overrides: Record<string, unknown> = {}) {
  const lines = [
    {
      order_number: 'A26-900001',
      article_id: 'TEST-0001',
      name: 'Brake pad set',
      qty: 4,
      unit_price: 18.9,
      line_total: 75.6,
      vat_rate: 19,
    },
    {
      order_number: 'A26-900001',
      article_id: 'TEST-0002',
      name: 'Oil filter',
      qty: 3,
      unit_price: 7.33,
      line_total: 21.99,
      vat_rate: 19,
    },
  ]
  const net = round2(lines.reduce((sum, line) => sum + line.line_total, 0))
  const vat = round2((net * 19) / 100)
  return {
    document_id: documentId,
    type: 'invoice',
    customer_id: CUSTOMER,
    issued_on: '2026-03-05',
    currency: 'EUR',
    lines,
    net,
    vat_total: vat,
    gross: round2(net + vat),
    vat_breakdown: [{ rate: 19, base: net, amount: vat }],
    due_date: '2026-04-04',
    payment_terms_days: 30,
    ...overrides,
  }
}

/** A delivery note (no amounts) of the same order. */
export function deliveryNoteItem(documentId: string, overrides: Record<string, unknown> = {}) {
  return {
    document_id: documentId,
    type: 'deliverynote',
    customer_id: CUSTOMER,
    issued_on: '2026-03-04',
    lines: [{ order_number: 'A26-900001', article_id: 'TEST-0001', name: 'Brake pad set', qty: 4 }],
    ...overrides,
  }
}

/** The customer notices queued so far, per kind. */
export async function noticesOf(app: FastifyInstance, kind: string) {
  const rows = await app.db.selectFrom('jobs').select('payload').where('kind', '=', CUSTOMER_NOTICE_JOB_KIND).execute()
  return rows.map((row) => JSON.parse(row.payload)).filter((notice) => notice.kind === kind)
}

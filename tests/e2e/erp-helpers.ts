import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { IntegrationScope } from '../../src/shared/contracts/integration-constants'

/**
 * The wholesaler's ERP in the browser tests: a real integration key made in the admin area, and the
 * integration API over HTTP as an ERP calls it (docs/erp-exchange.md) — no shortcut into the database.
 */
export async function erpKey(adminPage: Page, scopes: IntegrationScope[]): Promise<string> {
  const response = await adminPage.request.post('/api/admin/integration-keys', {
    headers: { origin: new URL(adminPage.url()).origin },
    data: { name: `ERP ${randomUUID().slice(0, 8)}`, scopes },
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { secret: string }).secret
}

export async function erpPush(request: APIRequestContext, secret: string, path: string, items: unknown[]) {
  const response = await request.post(`/api/integration/${path}`, {
    headers: { authorization: `Bearer ${secret}`, 'idempotency-key': randomUUID() },
    data: { items },
  })
  const body = (await response.json()) as { refused: unknown[] }
  expect(body.refused, path).toEqual([])
}

type Unit = { orderNumber: string; sku: string; vendorId: string; name: string; qty: number; unitPrice: number; deposit: number }

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * The ERP ships a shop order of one exchange unit and invoices it: the order's line delivered, a
 * delivery note, and an invoice with the unit's deposit on its own line (numbers from the order's).
 */
export async function deliverAndInvoice(request: APIRequestContext, secret: string, customerId: string, unit: Unit) {
  const today = new Date().toISOString().slice(0, 10)
  const suffix = `${unit.orderNumber.slice(1, 3)}-8${unit.orderNumber.slice(-5)}`
  const line = {
    order_number: unit.orderNumber,
    article_id: unit.sku,
    supplier_id: unit.vendorId,
    name: unit.name,
    qty: unit.qty,
  }
  await erpPush(request, secret, 'orders', [
    {
      order_number: unit.orderNumber,
      status: 'invoiced',
      lines: [
        {
          position: 1,
          article_id: unit.sku,
          supplier_id: unit.vendorId,
          qty: unit.qty,
          delivered_qty: unit.qty,
          unit_price: unit.unitPrice,
          deposit_unit: unit.deposit,
        },
      ],
    },
  ])
  const goods = round2(unit.qty * unit.unitPrice)
  const deposits = round2(unit.qty * unit.deposit)
  const net = round2(goods + deposits)
  const vat = round2(net * 0.19)
  const common = { customer_id: customerId, issued_on: today, currency: 'EUR', order_numbers: [unit.orderNumber] }
  await erpPush(request, secret, 'documents', [
    { ...common, document_id: `DN${suffix}`, type: 'deliverynote', lines: [line] },
    {
      ...common,
      document_id: `IN${suffix}`,
      type: 'invoice',
      status: 'open',
      related: [`DN${suffix}`],
      lines: [
        { ...line, unit_price: unit.unitPrice, line_total: goods, vat_rate: 19 },
        {
          ...line,
          name: `Altteilpfand ${unit.sku}`,
          unit_price: unit.deposit,
          line_total: deposits,
          vat_rate: 19,
          line_kind: 'deposit',
        },
      ],
      net,
      vat_total: vat,
      gross: round2(net + vat),
      vat_breakdown: [{ rate: 19, base: net, amount: vat }],
      due_date: today,
      payment_terms_days: 30,
    },
  ])
  return { deliveryNoteId: `DN${suffix}`, invoiceId: `IN${suffix}` }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../../test/infocenter-test-kit'
import { insertOnlinePayment } from '../../../test/online-payment-fixture'

let t: InfocenterTestApp
beforeAll(async () => {
  t = await buildInfocenterTestApp()
})
afterAll(() => t.close())

/** Invoices of the workshop with their orders, those with one order first (a split order's invoice has two). */
async function invoicesWithOrders() {
  const rows = await t.app.db
    .selectFrom('document_orders as o')
    .innerJoin('documents as d', 'd.document_id', 'o.document_id')
    .innerJoin('orders as r', 'r.order_number', 'o.order_number')
    .select(['d.document_id', 'o.order_number'])
    .where('d.customer_id', '=', 'D1000001')
    .where('d.type', '=', 'invoice')
    .orderBy('d.document_id')
    .execute()
  const byInvoice = new Map<string, string[]>()
  for (const row of rows) byInvoice.set(row.document_id, [...(byInvoice.get(row.document_id) ?? []), row.order_number])
  return [...byInvoice].sort((a, b) => a[1].length - b[1].length)
}

const paidOnlineOf = async (documentId: string) => (await t.get(`/api/documents/${documentId}`)).json().paidOnline

describe('an invoice whose order was paid online (issue 33)', () => {
  it('carries the card payment (type, truncated number, holder, capture time) only once the payment is paid', async () => {
    const [[documentId, [orderNumber]] = ['', ['']]] = await invoicesWithOrders()
    expect(await paidOnlineOf(documentId)).toBeNull()
    await insertOnlinePayment(t.app.db, {
      paymentId: 'P26BBBBBBBBBBBB1',
      orderNumber: orderNumber as string,
      method: 'card',
      status: 'authorized',
      events: [
        ['2026-03-02T09:14:00.000Z', 'created', 'buyer'],
        ['2026-03-02T09:14:05.000Z', 'authorized', 'provider'],
      ],
    })
    expect(await paidOnlineOf(documentId)).toBeNull()

    await t.app.db.updateTable('payments').set({ status: 'paid' }).where('payment_id', '=', 'P26BBBBBBBBBBBB1').execute()
    await t.app.db
      .insertInto('payment_events')
      .values({
        payment_id: 'P26BBBBBBBBBBBB1',
        at: '2026-03-03T06:00:12.000Z',
        kind: 'captured',
        source: 'job',
        provider_event_id: null,
        detail: '{}',
      })
      .execute()
    expect(await paidOnlineOf(documentId)).toEqual({
      method: 'card',
      paidAt: '2026-03-03T06:00:12.000Z',
      card: { cardtype: 'V', truncatedcardpan: '411111XXXXXX1111', holder: 'Jana Becker' },
    })
    const xml = (await t.get(`/api/documents/${documentId}/xml`)).body
    expect(xml).toContain('<ram:TypeCode>54</ram:TypeCode>')
    expect(xml).toContain('<ram:DuePayableAmount>0.00</ram:DuePayableAmount>')
  })

  it('says nothing while one order of a split invoice is still unpaid, and PayPal once both are', async () => {
    const split = (await invoicesWithOrders()).find(([, orders]) => orders.length === 2)
    if (!split) throw new Error('the demo history has no invoice over two orders')
    const [documentId, [first, second]] = split as [string, [string, string]]
    await insertOnlinePayment(t.app.db, { paymentId: 'P26BBBBBBBBBBBB2', orderNumber: first, method: 'paypal' })
    expect(await paidOnlineOf(documentId)).toBeNull()
    await t.app.db.updateTable('orders').set({ payment_ref: 'P26BBBBBBBBBBBB2' }).where('order_number', '=', second).execute()
    expect(await paidOnlineOf(documentId)).toMatchObject({ method: 'paypal', card: null })
  })
})

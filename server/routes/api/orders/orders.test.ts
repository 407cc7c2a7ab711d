import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '../../../../src/shared/contracts/documents-constants'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../../test/infocenter-test-kit'

let t: InfocenterTestApp
beforeAll(async () => {
  t = await buildInfocenterTestApp()
})
afterAll(() => t.close())

type Summary = { orderNumber: string; placedAt: string; status: string; total: number | null; vin: string | null }
const numbers = (body: { items: Summary[] }) => body.items.map((item) => item.orderNumber)

async function splitPair() {
  return t.app.db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', 'D1000001')
    .where('part', '=', 'second')
    .where('status', '=', 'backordered')
    .orderBy('placed_at', 'desc')
    .executeTakeFirstOrThrow()
}

describe('GET /api/orders', () => {
  it('lists about 300 own orders, newest first, paged, in the ERP statuses', async () => {
    const body = (await t.get('/api/orders?pageSize=100')).json()
    expect(body.pagination.total).toBeGreaterThan(250)
    expect(body.pagination.total).toBeLessThan(400)
    const placed = body.items.map((item: Summary) => item.placedAt)
    expect(placed).toEqual([...placed].sort().reverse())
    for (const item of body.items as Summary[]) {
      expect(item.orderNumber).toMatch(/^[AB]\d{2}-\d{6}$/)
      expect(ORDER_STATUSES).toContain(item.status)
    }
    const page4 = (await t.get('/api/orders?pageSize=100&page=4')).json()
    expect(page4.items.length).toBe(body.pagination.total - 300)
  })

  it('filters by status and dates, and sorts by number and total', async () => {
    const open = (await t.get('/api/orders?status=backordered&pageSize=100')).json()
    expect(open.pagination.total).toBeGreaterThan(0)
    expect(open.items.every((item: Summary) => item.status === 'backordered')).toBe(true)
    const spring = (await t.get('/api/orders?from=2025-03-01&to=2025-03-31&pageSize=100')).json()
    expect(spring.items.every((i: Summary) => i.placedAt >= '2025-03-01' && i.placedAt < '2025-04-01')).toBe(true)
    const ascending = numbers((await t.get('/api/orders?sort=orderNumber&pageSize=50')).json())
    expect(ascending).toEqual([...ascending].sort())
    const totals = (await t.get('/api/orders?sort=-total&pageSize=50')).json().items.map((i: Summary) => i.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
  })

  it('finds orders by number, own reference, VIN, article number and document number', async () => {
    const pair = await splitPair()
    const line = await t.app.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_number', '=', pair.linked_order_number ?? '')
      .executeTakeFirstOrThrow()
    const withVin = await t.app.db
      .selectFrom('orders')
      .select(['order_number', 'vin'])
      .where('customer_id', '=', 'D1000001')
      .where('vin', 'is not', null)
      .executeTakeFirstOrThrow()
    const invoiced = await t.documentOf('werkstatt', 'invoice')
    const invoicedOrder = await t.app.db
      .selectFrom('document_orders')
      .select('order_number')
      .where('document_id', '=', invoiced.document_id)
      .executeTakeFirstOrThrow()
    const cases: Array<[string, string]> = [
      [pair.order_number, pair.order_number],
      [pair.order_number.slice(4), pair.linked_order_number ?? ''],
      [line.sku, line.order_number],
      [line.sku.replaceAll('.', ''), line.order_number],
      [String(withVin.vin).toLowerCase(), withVin.order_number],
      [invoiced.document_id, invoicedOrder.order_number],
    ]
    if (pair.customer_order_reference) cases.push([pair.customer_order_reference.toUpperCase(), pair.order_number])
    for (const [q, expected] of cases) {
      expect(numbers((await t.get(`/api/orders?pageSize=100&q=${encodeURIComponent(q)}`)).json()), `q=${q}`).toContain(expected)
    }
    const byVin = (await t.get(`/api/orders?pageSize=100&q=${withVin.vin}`)).json()
    expect(byVin.items.every((item: Summary) => item.vin === withVin.vin)).toBe(true)
  })

  it("hides another customer's orders: not in the list, 404 one by one", async () => {
    const foreign = await t.app.db
      .selectFrom('orders')
      .select('order_number')
      .where('customer_id', '=', 'D1000003')
      .executeTakeFirstOrThrow()
    expect((await t.get(`/api/orders?q=${foreign.order_number}`)).json().pagination.total).toBe(0)
    const response = await t.get(`/api/orders/${foreign.order_number}`)
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('ORDER_NOT_FOUND')
    expect((await t.get(`/api/orders/${foreign.order_number}`, 'flotte')).statusCode).toBe(200)
  })

  it('refuses bad input with 400 and a stable code', async () => {
    for (const [query, code] of [
      ['from=2025-06-01&to=2025-05-31', 'BAD_DATE_RANGE'],
      ['to=2025-13-01', 'BAD_DATE_RANGE'],
      ['to=13.01.2025', 'VALIDATION_FAILED'],
      ['status=lost', 'VALIDATION_FAILED'],
      ['sort=-date', 'VALIDATION_FAILED'],
      ['pageSize=abc', 'VALIDATION_FAILED'],
    ]) {
      const response = await t.get(`/api/orders?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().code, query).toBe(code)
    }
    expect((await t.get('/api/orders/C26-000001')).statusCode).toBe(400)
  })
})

describe('GET /api/orders/:orderNumber', () => {
  it('gives a backordered second order with its expected date, linked to the first, and the first with documents and tracking', async () => {
    const pair = await splitPair()
    const second = (await t.get(`/api/orders/${pair.order_number}`)).json()
    expect(second).toMatchObject({ part: 'second', status: 'backordered', linkedOrderNumber: pair.linked_order_number })
    for (const line of second.lines) {
      expect(line.backorderedQty).toBe(line.qty)
      expect(line.expectedDate >= new Date().toISOString().slice(0, 10)).toBe(true)
    }
    const completed = await t.app.db
      .selectFrom('orders')
      .select('order_number')
      .where('customer_id', '=', 'D1000001')
      .where('status', '=', 'completed')
      .where('transport_id', '<>', 'pickup')
      .executeTakeFirstOrThrow()
    const first = (await t.get(`/api/orders/${completed.order_number}`)).json()
    expect(first.lines.every((line: { deliveredQty: number; qty: number }) => line.deliveredQty === line.qty)).toBe(true)
    expect(new Set(first.documents.map((ref: { type: string }) => ref.type))).toEqual(
      new Set([
        'deliverynote',
        'packinglist',
        'invoice',
        ...(first.documents.some((r: { type: string }) => r.type === 'creditnote') ? ['creditnote'] : []),
      ]),
    )
    expect(first.shipments[0].trackingUrl).toContain(first.shipments[0].trackingNumber)
    expect(first.shipments[0].orderNumbers).toContain(completed.order_number)
    expect(first.totals.total).toBeCloseTo(first.totals.goods + first.totals.transport, 2)
  })

  it('shows a customer without showPrice no amounts, and sorting by total does not reveal them', async () => {
    const list = (await t.get('/api/orders?pageSize=20', 'einkauf')).json()
    expect(list.items.every((item: Summary) => item.total === null)).toBe(true)
    const byTotal = (await t.get('/api/orders?pageSize=20&sort=-total', 'einkauf')).json()
    expect(numbers(byTotal)).toEqual(numbers(list))
    const detail = (await t.get(`/api/orders/${list.items[0].orderNumber}`, 'einkauf')).json()
    expect(detail.totals).toBeNull()
    expect(detail.transport.price).toBeNull()
    expect(
      detail.lines.every((line: { unitPrice: null; lineTotal: null }) => line.unitPrice === null && line.lineTotal === null),
    ).toBe(true)
  })

  it('leaves out documents and shipments the customer may not see, and refuses everything without order', async () => {
    const order = (await t.get('/api/orders?status=completed&pageSize=1', 'einkauf')).json().items[0].orderNumber
    await t.setFeature('einkauf', 'feature_invoice', false)
    await t.setFeature('einkauf', 'feature_shipment', false)
    try {
      const detail = (await t.get(`/api/orders/${order}`, 'einkauf')).json()
      expect(detail.documents).toEqual([])
      expect(detail.shipments).toEqual([])
      await t.setFeature('einkauf', 'feature_order', false)
      for (const url of ['/api/orders', `/api/orders/${order}`, '/api/orders/export?format=csv', '/api/backorders']) {
        const response = await t.get(url, 'einkauf')
        expect(response.statusCode, url).toBe(403)
        expect(response.json().code).toBe('FEATURE_NOT_ALLOWED')
      }
    } finally {
      for (const feature of ['feature_invoice', 'feature_shipment', 'feature_order'] as const)
        await t.setFeature('einkauf', feature, true)
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../../test/infocenter-test-kit'

let t: InfocenterTestApp
beforeAll(async () => {
  t = await buildInfocenterTestApp()
})
afterAll(() => t.close())

type Shipment = {
  shipmentId: string
  carrier: string
  trackingNumber: string
  trackingUrl: string
  status: string
  shippedAt: string | null
}

describe('GET /api/shipments', () => {
  it('lists the own shipments with carrier, tracking number and link; still being packed first, then the newest', async () => {
    const body = (await t.get('/api/shipments?pageSize=100')).json()
    expect(body.pagination.total).toBeGreaterThan(100)
    const shipped = body.items.filter((item: Shipment) => item.shippedAt !== null).map((item: Shipment) => item.shippedAt)
    expect(shipped).toEqual([...shipped].sort().reverse())
    const formats: Record<string, RegExp> = {
      DHL: /^00340434\d{12}$/,
      DPD: /^0\d{13}$/,
      UPS: /^1Z[A-Z0-9]{16}$/,
      'DB Schenker': /^1\d{9}$/,
    }
    for (const item of body.items as Shipment[]) {
      expect(item.trackingNumber, item.carrier).toMatch(formats[item.carrier] ?? /^$/)
      expect(item.trackingUrl).toContain(item.trackingNumber)
    }
  })

  it('filters by status, dates and q (tracking, delivery note, order or article number)', async () => {
    const delivered = (await t.get('/api/shipments?status=delivered&from=2025-01-01&to=2025-03-31&pageSize=100')).json()
    for (const item of delivered.items as Shipment[]) {
      expect(item.status).toBe('delivered')
      expect(item.shippedAt && item.shippedAt >= '2025-01-01' && item.shippedAt < '2025-04-01').toBe(true)
    }
    const note = await t.documentOf('werkstatt', 'deliverynote')
    const row = await t.app.db
      .selectFrom('shipments')
      .selectAll()
      .where('delivery_note_id', '=', note.document_id)
      .executeTakeFirst()
    if (!row) return
    const line = await t.app.db
      .selectFrom('document_lines')
      .selectAll()
      .where('document_id', '=', note.document_id)
      .executeTakeFirstOrThrow()
    for (const q of [row.tracking_number, note.document_id, line.order_number, line.sku]) {
      const found = (await t.get(`/api/shipments?pageSize=100&q=${encodeURIComponent(q)}`)).json()
      expect(
        found.items.map((item: Shipment) => item.shipmentId),
        `q=${q}`,
      ).toContain(row.shipment_id)
    }
    expect((await t.get(`/api/shipments?q=${row.tracking_number}`, 'flotte')).json().pagination.total).toBe(0)
  })

  it('refuses bad input and customers without shipment', async () => {
    expect((await t.get('/api/shipments?status=lost')).json().code).toBe('VALIDATION_FAILED')
    expect((await t.get('/api/shipments?from=2025-02-02&to=2025-02-01')).json().code).toBe('BAD_DATE_RANGE')
    await t.setFeature('flotte', 'feature_shipment', false)
    try {
      const response = await t.get('/api/shipments', 'flotte')
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe('FEATURE_NOT_ALLOWED')
    } finally {
      await t.setFeature('flotte', 'feature_shipment', true)
    }
  })
})

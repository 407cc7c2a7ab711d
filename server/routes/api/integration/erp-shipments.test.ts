import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'
import { CUSTOMER, deliveryNoteItem, noticesOf } from './erp-inbound-test-kit'
import { asSystem, createIntegrationKey } from './integration-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let secret: string
beforeAll(async () => {
  ctx = await buildTestApp()
  secret = (await createIntegrationKey(ctx.app, ['documents:write'])).secret
  const notes = await asSystem(ctx.app, secret, {
    url: '/api/integration/documents',
    payload: { items: [deliveryNoteItem('DN26-920001'), deliveryNoteItem('DN26-920002', { customer_id: 'D1000002' })] },
  })
  if (notes.statusCode !== 200) throw new Error(notes.body)
})
afterAll(() => ctx.close())

const send = (items: unknown[], idempotencyKey?: string) =>
  asSystem(ctx.app, secret, { url: '/api/integration/shipments', payload: { items }, idempotencyKey })
const shipment = (id: string, overrides: Record<string, unknown> = {}) => ({
  shipment_id: id,
  customer_id: CUSTOMER,
  delivery_note_id: 'DN26-920001',
  carrier: 'DHL',
  tracking_number: '00340434161094042557',
  tracking_url: 'https://www.dhl.de/en/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
  parcels: 2,
  weight_kg: 14.5,
  status: 'preparing',
  ...overrides,
})
const shippedNotices = async (id: string) => (await noticesOf(ctx.app, 'order-shipped')).filter((n) => n.shipmentId === id)

describe('POST /api/integration/shipments', () => {
  it('stores a shipment and tells the customer once when it leaves; the same content again changes nothing', async () => {
    expect((await send([shipment('SH26-920001')])).json().applied).toEqual({ created: 1, updated: 0, unchanged: 0 })
    expect(await shippedNotices('SH26-920001')).toEqual([])
    const shipped = shipment('SH26-920001', { status: 'inTransit', shipped_at: '2026-03-05T14:20:00Z' })
    expect((await send([shipped])).json().applied).toEqual({ created: 0, updated: 1, unchanged: 0 })
    expect((await send([shipped])).json().applied).toEqual({ created: 0, updated: 0, unchanged: 1 })
    await send([{ ...shipped, status: 'delivered', delivered_at: '2026-03-06T09:00:00Z' }])
    expect(await shippedNotices('SH26-920001')).toEqual([
      { kind: 'order-shipped', customerId: CUSTOMER, shipmentId: 'SH26-920001' },
    ])
    const row = await ctx.app.db
      .selectFrom('shipments')
      .selectAll()
      .where('shipment_id', '=', 'SH26-920001')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'delivered', carrier: 'DHL', parcels: 2, delivery_note_id: 'DN26-920001' })
  })

  it("refuses an unknown customer and a delivery note that is unknown or another customer's", async () => {
    const response = await send([
      shipment('SH26-920010', { customer_id: 'NOBODY' }),
      shipment('SH26-920011', { delivery_note_id: 'DN26-999999' }),
      shipment('SH26-920012', { delivery_note_id: 'DN26-920002' }),
      shipment('SH26-920013', { delivery_note_id: null }),
    ])
    expect(response.statusCode).toBe(207)
    expect(response.json().refused.map((r: { at: string; code: string }) => [r.at, r.code])).toEqual([
      ['items[0]', 'unknown-customer'],
      ['items[1]', 'unknown-delivery-note'],
      ['items[2]', 'unknown-delivery-note'],
    ])
    expect(response.json().applied.created).toBe(1)
  })

  it('answers a retry with the same Idempotency-Key from the first answer, notifying once', async () => {
    const key = randomUUID()
    const item = shipment('SH26-920020', { status: 'inTransit' })
    const first = await send([item], key)
    const replay = await send([item], key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect(await shippedNotices('SH26-920020')).toHaveLength(1)
  })
})

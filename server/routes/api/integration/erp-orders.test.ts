import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { CUSTOMER, noticesOf } from './erp-inbound-test-kit'
import { asSystem, createIntegrationKey } from './integration-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let secret: string
let cookie: string
beforeAll(async () => {
  ctx = await buildTestApp()
  secret = (await createIntegrationKey(ctx.app, ['orders:write'])).secret
  cookie = await loginCookie(ctx.app, DEMO.werkstatt)
})
afterAll(() => ctx.close())

const send = (items: unknown[], idempotencyKey?: string) =>
  asSystem(ctx.app, secret, { url: '/api/integration/orders', payload: { items }, idempotencyKey })
const linesOf = (orderNumber: string) =>
  ctx.app.db.selectFrom('order_lines').selectAll().where('order_number', '=', orderNumber).orderBy('position').execute()
const erpOrder = (orderNumber: string, overrides: Record<string, unknown> = {}) => ({
  order_number: orderNumber,
  customer_id: CUSTOMER,
  status: 'received',
  lines: [
    { position: 1, article_id: 'TEST-0001', name: 'Brake pad set', qty: 4, unit_price: 18.9 },
    {
      position: 2,
      article_id: 'TEST-0002',
      name: 'Oil filter',
      qty: 2,
      backordered_qty: 2,
      expected_date: '2026-03-20',
      unit_price: 7.5,
    },
  ],
  ...overrides,
})

/** A shop order as checkout leaves it (received, no ERP update yet). */
async function shopOrder(orderNumber: string) {
  const address = JSON.stringify({ name: 'W', street: 'S 1', postalCode: '28217', city: 'Bremen', country: 'DE' })
  await ctx.app.db
    .insertInto('orders')
    .values({
      order_number: orderNumber,
      customer_id: CUSTOMER,
      contact_id: '',
      linked_order_number: null,
      part: 'first',
      placed_at: '2026-03-01T10:00:00.000Z',
      status: 'received',
      customer_order_reference: '',
      billing_address: address,
      shipping_address: address,
      transport_id: 'standard',
      transport_price: 0,
      payment_id: 'invoice',
      currency: 'EUR',
      goods_total: 37.8,
      total: 37.8,
      language: 'de',
      vin: null,
    })
    .execute()
  await ctx.app.db
    .insertInto('order_lines')
    .values({
      order_number: orderNumber,
      position: 1,
      vendor_id: '',
      sku: 'TEST-0001',
      name: 'Brake pad set',
      qty: 2,
      unit_price: 18.9,
      line_total: 37.8,
      customer_id: CUSTOMER,
      sku_norm: 'TEST0001',
    })
    .execute()
}

describe('POST /api/integration/orders', () => {
  it('creates an ERP order the customer sees among their orders, confirmed once; the same content again changes nothing', async () => {
    const first = await send([erpOrder('A26-910001')])
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ applied: { created: 1, updated: 0, unchanged: 0 }, refused: [] })
    const stored = await ctx.app.db
      .selectFrom('orders')
      .selectAll()
      .where('order_number', '=', 'A26-910001')
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ source: 'erp', goods_total: 90.6, total: 90.6, customer_id: CUSTOMER })
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/orders?pageSize=100', headers: { cookie } })).json()
    expect(JSON.stringify(list)).toContain('A26-910001')
    expect((await send([erpOrder('A26-910001')])).json().applied).toEqual({ created: 0, updated: 0, unchanged: 1 })
    expect((await noticesOf(ctx.app, 'order-confirmed')).filter((n) => n.orderNumber === 'A26-910001')).toHaveLength(1)
    const next = await ctx.app.db.selectFrom('order_sequences').select('last').where('year', '=', 2026).executeTakeFirstOrThrow()
    expect(next.last).toBeGreaterThanOrEqual(910001)
  })

  it("sets a shop order's status and lines; a moved backorder date is a notice, a repeat is not", async () => {
    await shopOrder('A26-910010')
    const update = (expected: string) => ({
      order_number: 'A26-910010',
      status: 'backordered',
      lines: [
        {
          position: 1,
          article_id: 'TEST-0001',
          qty: 2,
          delivered_qty: 1,
          backordered_qty: 1,
          expected_date: expected,
          unit_price: 18.9,
        },
      ],
    })
    expect((await send([update('2026-03-20')])).json().applied).toEqual({ created: 0, updated: 1, unchanged: 0 })
    expect((await send([update('2026-03-20')])).json().applied).toEqual({ created: 0, updated: 0, unchanged: 1 })
    expect((await send([update('2026-03-27')])).json().applied).toEqual({ created: 0, updated: 1, unchanged: 0 })
    const [line] = await linesOf('A26-910010')
    expect(line).toMatchObject({ delivered_qty: 1, backordered_qty: 1, expected_date: '2026-03-27', name: 'Brake pad set' })
    const order = await ctx.app.db
      .selectFrom('orders')
      .selectAll()
      .where('order_number', '=', 'A26-910010')
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({ status: 'backordered', source: 'shop', goods_total: 37.8 })
    expect((await noticesOf(ctx.app, 'order-confirmed')).filter((n) => n.orderNumber === 'A26-910010')).toHaveLength(1)
    expect(
      (await noticesOf(ctx.app, 'backorder-changed')).filter((n) => n.orderNumber === 'A26-910010').map((n) => n.expectedDate),
    ).toEqual(['2026-03-20', '2026-03-27'])
  })

  it('refuses a new order of an unknown customer or without one, and an order of another customer', async () => {
    await send([erpOrder('A26-910020')])
    const response = await send([
      erpOrder('A26-910021', { customer_id: 'NOBODY' }),
      erpOrder('A26-910022', { customer_id: undefined }),
      erpOrder('A26-910020', { customer_id: 'D1000002' }),
      erpOrder('A26-910023'),
      erpOrder('A26-910023'),
    ])
    expect(response.statusCode).toBe(207)
    expect(response.json().applied).toEqual({ created: 1, updated: 0, unchanged: 0 })
    expect(response.json().refused.map((r: { at: string; code: string }) => [r.at, r.code])).toEqual([
      ['items[0]', 'unknown-customer'],
      ['items[1]', 'unknown-customer'],
      ['items[2]', 'customer-mismatch'],
      ['items[4]', 'duplicate-in-batch'],
    ])
    expect(await linesOf('A26-910021')).toEqual([])
  })

  it('answers a retry with the same Idempotency-Key from the first answer without applying it again', async () => {
    const key = randomUUID()
    const first = await send([erpOrder('A26-910030')], key)
    const replay = await send([erpOrder('A26-910030')], key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect((await noticesOf(ctx.app, 'order-confirmed')).filter((n) => n.orderNumber === 'A26-910030')).toHaveLength(1)
  })

  it('takes an optional deposit per line: in the totals of a new ERP order, kept when an update leaves it out', async () => {
    const withCore = erpOrder('A26-910040')
    withCore.lines.push({
      position: 3,
      article_id: 'TEST-0003',
      name: 'Starter',
      qty: 2,
      unit_price: 210,
      deposit_unit: 180,
    } as never)
    expect((await send([withCore])).json().applied.created).toBe(1)
    const order = () =>
      ctx.app.db.selectFrom('orders').selectAll().where('order_number', '=', 'A26-910040').executeTakeFirstOrThrow()
    // Goods 90.60 + 420.00, deposits 2 × 180.00, no freight.
    expect(await order()).toMatchObject({ goods_total: 510.6, deposit_total: 360, total: 870.6 })
    expect((await linesOf('A26-910040')).map((line) => line.deposit_unit)).toEqual([0, 0, 180])

    const fewer = erpOrder('A26-910040', {
      lines: [{ position: 3, article_id: 'TEST-0003', name: 'Starter', qty: 1, delivered_qty: 1, unit_price: 210 }],
    })
    expect((await send([fewer])).json().applied.updated).toBe(1)
    expect(await order()).toMatchObject({ goods_total: 300.6, deposit_total: 180, total: 480.6 })
    expect((await linesOf('A26-910040'))[2]?.deposit_unit).toBe(180)
    const bad = await send([
      erpOrder('A26-910041', { lines: [{ position: 1, article_id: 'X', qty: 1, unit_price: 1, deposit_unit: -5 }] }),
    ])
    expect(bad.statusCode).toBe(400)
  })
})

import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp, placeOrderBody } from '../../../checkout/cart-test-kit'

let t: CartTestApp
let inStock: string[]
let outOfStock: string[]
beforeAll(async () => {
  t = await buildCartTestApp()
  inStock = await t.partSkus('inStock', 3, 20)
  outOfStock = await t.partSkus('outOfStock', 1)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
})

async function fill(lines: Array<{ sku: string; qty: number }>) {
  const response = await t.post('/api/checkout/cart/add', { items: lines })
  expect(response.statusCode).toBe(200)
  return t.quote()
}

const readOutbox = (orderNumber: string) =>
  JSON.parse(fs.readFileSync(path.join(t.dataDir, 'outbox', `${orderNumber}.json`), 'utf8'))

describe('POST /api/checkout/placeOrder', () => {
  it('places an order that ships at once: one number, the cart is empty, the ERP file is written', async () => {
    const quote = await fill([
      { sku: inStock[0] as string, qty: 2 },
      { sku: inStock[1] as string, qty: 1 },
    ])
    const response = await t.post('/api/checkout/placeOrder', placeOrderBody(quote.basHash))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.orderNumbers.first).toMatch(/^A\d{2}-\d{6}$/)
    expect(body.orderNumbers.second).toBeNull()
    const [order] = body.orders
    expect(order).toMatchObject({
      status: 'received',
      customerOrderReference: 'WO-4711',
      currency: 'EUR',
      transport: { id: 'standard' },
    })
    expect(order.lines).toHaveLength(2)
    expect(order.totals.goods).toBeCloseTo(quote.subtotal.value, 2)
    expect(order.totals.total).toBeCloseTo(order.totals.goods + order.totals.deposits + order.totals.transport, 2)
    expect(order.billingAddress.country).toBe('DE')
    expect((await t.quote()).items).toHaveLength(0)

    await t.app.checkout.outbox.drain()
    const exported = readOutbox(body.orderNumbers.first)
    expect(exported.order.orderNumber).toBe(body.orderNumbers.first)
    expect(exported.order.lines.map((line: { sku: string }) => line.sku)).toEqual(
      order.lines.map((line: { sku: string }) => line.sku),
    )
    await t.app.checkout.orderMail.drain()
    const jobs = await t.app.db.selectFrom('jobs').select('state').execute()
    expect(jobs.every((job) => job.state === 'done')).toBe(true)
  })

  it('splits into a first and a second (backordered) order when stock is short', async () => {
    const stock = await t.app.db
      .selectFrom('parts')
      .select('stock_total')
      .where('sku', '=', (inStock[2] as string).split('-').slice(1).join('-'))
      .executeTakeFirstOrThrow()
    const quote = await fill([
      { sku: inStock[0] as string, qty: 1 },
      { sku: inStock[2] as string, qty: stock.stock_total + 5 },
      { sku: outOfStock[0] as string, qty: 3 },
    ])
    expect(quote.items.map((item: { availability: { status: string } }) => item.availability.status)).toEqual([
      'inStock',
      'partial',
      'backorder',
    ])
    const response = await t.post(
      '/api/checkout/placeOrder',
      placeOrderBody(quote.basHash, {
        shipping: {
          kind: 'adhoc',
          address: { name: 'Baustelle Nord', street: 'Feldweg 3', postalCode: '28199', city: 'Bremen', country: 'DE' },
        },
      }),
    )
    expect(response.statusCode).toBe(200)
    const { orderNumbers, orders } = response.json()
    expect(orderNumbers.first).toMatch(/^A\d{2}-\d{6}$/)
    expect(orderNumbers.second).toBe(orderNumbers.first.replace(/^A/, 'B'))
    const [first, second] = orders
    expect(first.lines.map((line: { qty: number }) => line.qty)).toEqual([1, stock.stock_total])
    expect(second).toMatchObject({ part: 'second', status: 'backordered', linkedOrderNumber: orderNumbers.first })
    expect(second.lines.map((line: { qty: number }) => line.qty)).toEqual([5, 3])
    expect(second.totals.transport).toBe(0)
    expect(first.shippingAddress.name).toBe('Baustelle Nord')

    await t.app.checkout.outbox.drain()
    expect(readOutbox(orderNumbers.first).order.linkedOrderNumber).toBe(orderNumbers.second)
    expect(readOutbox(orderNumbers.second).order.part).toBe('second')
  })

  it('is idempotent: a replay answers the same numbers and places nothing twice', async () => {
    const quote = await fill([{ sku: inStock[0] as string, qty: 1 }])
    const key = randomUUID()
    const before = (await t.app.db.selectFrom('orders').select('order_number').execute()).length
    const first = await t.post('/api/checkout/placeOrder', placeOrderBody(quote.basHash), { key })
    const replay = await t.post('/api/checkout/placeOrder', placeOrderBody(quote.basHash), { key })
    expect(replay.statusCode).toBe(200)
    expect(replay.json().orderNumbers).toEqual(first.json().orderNumbers)
    expect((await t.app.db.selectFrom('orders').select('order_number').execute()).length).toBe(before + 1)
  })

  it('refuses a stale basHash, an empty cart, a missing policy, an unknown transport — writing nothing', async () => {
    const quote = await fill([{ sku: inStock[0] as string, qty: 1 }])
    const before = (await t.app.db.selectFrom('orders').select('order_number').execute()).length
    const [item] = quote.items
    await t.post('/api/checkout/cart/update/', {
      item_id: item.item_id,
      sku: item.sku,
      qty: 9,
      languageID: 'de',
      countryID: 'DE',
    })
    const stale = await t.post('/api/checkout/placeOrder', placeOrderBody(quote.basHash))
    expect(stale.statusCode).toBe(422)
    expect(stale.json().code).toBe('CART_CHANGED')
    const fresh = await t.quote()
    const noPolicy = await t.post('/api/checkout/placeOrder', placeOrderBody(fresh.basHash, { acceptPolicy: false }))
    expect(noPolicy.statusCode).toBe(400)
    const transport = await t.post('/api/checkout/placeOrder', placeOrderBody(fresh.basHash, { transportId: 'zeppelin' }))
    expect(transport.json().code).toBe('TRANSPORT_UNKNOWN')
    const payment = await t.post('/api/checkout/placeOrder', placeOrderBody(fresh.basHash, { paymentId: 'card' }))
    expect(payment.json().code).toBe('PAYMENT_UNAVAILABLE')
    expect((await t.app.db.selectFrom('orders').select('order_number').execute()).length).toBe(before)
    expect((await t.quote()).items).toHaveLength(1)
    await t.app.db.deleteFrom('cart_items').execute()
    const empty = await t.post('/api/checkout/placeOrder', placeOrderBody((await t.quote()).basHash))
    expect(empty.statusCode).toBe(422)
    expect(empty.json().code).toBe('CART_EMPTY')
  })

  it("lists the own orders and hides other customers' orders (404)", async () => {
    const quote = await fill([{ sku: inStock[1] as string, qty: 2 }])
    const placed = (await t.post('/api/checkout/placeOrder', placeOrderBody(quote.basHash))).json()
    const number = placed.orderNumbers.first
    const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
    const own = await get(`/api/orders/${number}`, t.cookies.werkstatt)
    expect(own.statusCode).toBe(200)
    expect(own.json().lines[0].qty).toBe(2)
    expect((await get(`/api/orders/${number}`, t.cookies.flotte)).statusCode).toBe(404)
    // A shop order joins the ERP history: newest first, received, no documents yet.
    const list = (await get('/api/orders', t.cookies.werkstatt)).json().items
    expect(list[0]).toMatchObject({ orderNumber: number, status: 'received', lineCount: 1 })
    expect((await get(`/api/orders/${number}`, t.cookies.werkstatt)).json().documents).toEqual([])
    const flotte = (await get(`/api/orders?q=${number}`, t.cookies.flotte)).json()
    expect(flotte.pagination.total).toBe(0)

    const refill = await t.post('/api/checkout/cart/refill', { source: 'order', id: number, languageID: 'de' })
    expect(refill.statusCode).toBe(200)
    expect(refill.json()).toMatchObject({ data: { code: 'REFILLED' }, missing: [] })
    expect((await t.quote()).items.map((item: { qty: number }) => item.qty)).toEqual([2])
    const foreign = await t.post(
      '/api/checkout/cart/refill',
      { source: 'order', id: number, languageID: 'fr' },
      { cookie: t.cookies.flotte },
    )
    expect(foreign.statusCode).toBe(404)
  })

  it('offers the address book, transport with prices and the payment methods', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/options?languageID=de&countryID=DE',
      headers: { cookie: t.cookies.werkstatt },
    })
    expect(response.statusCode).toBe(200)
    const options = response.json()
    expect(options.addresses.billing).toMatchObject({ country: 'DE', postalCode: '28217', city: 'Bremen' })
    expect(options.transport.map((option: { id: string }) => option.id)).toEqual(['standard', 'express', 'pickup'])
    expect(options.payment.filter((method: { enabled: boolean }) => method.enabled).map((m: { id: string }) => m.id)).toEqual([
      'invoice',
      'prepayment',
    ])
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Quote, quoteSchema } from '../../../../src/shared/contracts/cart'
import { buildCartTestApp, type CartTestApp, placeOrderBody } from '../../../checkout/cart-test-kit'
import { buildQuote } from '../../../checkout/quote'
import { readEml } from '../../../mail/eml-test-kit'
import { adminCookies, asAdmin } from '../admin/admin-test-kit'

/** Deposits (Altteilpfand) from the cart to the placed order, its ERP file, its webhook and its order page (issue 31). */
let t: CartTestApp
let exchange: string
let plain: string
let soldOutExchange: string
const skuOf = (payloadSku: string) => payloadSku.split('-').slice(1).join('-')
const setDeposit = (payloadSku: string, cents: number) =>
  t.app.db.updateTable('parts').set({ deposit_cents: cents }).where('sku', '=', skuOf(payloadSku)).execute()

beforeAll(async () => {
  t = await buildCartTestApp()
  ;[exchange, plain] = (await t.partSkus('inStock', 2, 20)) as [string, string]
  ;[soldOutExchange] = (await t.partSkus('outOfStock', 1)) as [string]
  await setDeposit(exchange, 18_000)
  // The demo catalogue has exchange units of its own: this one is plain whatever it drew.
  await setDeposit(plain, 0)
  await setDeposit(soldOutExchange, 4_550)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
})

async function fill(lines: Array<{ sku: string; qty: number }>) {
  expect((await t.post('/api/checkout/cart/add', { items: lines })).statusCode).toBe(200)
  return t.quote()
}
const lineOf = (quote: Quote, payloadSku: string) => quote.items.find((item) => item.sku === skuOf(payloadSku))

describe('deposits in the quote', () => {
  it('carries the deposit per unit and per line, undiscounted, and a deposit total beside the goods', async () => {
    const quote = await fill([
      { sku: exchange, qty: 3 },
      { sku: plain, qty: 2 },
    ])
    expect(() => quoteSchema.strict().parse(quote)).not.toThrow()
    // werkstatt is in a discounted price group: the price is discounted, the deposit is not.
    expect(lineOf(quote, exchange)?.deposit).toEqual({ value: 180, currency: { code: 'EUR' } })
    expect(lineOf(quote, exchange)?.depositTotal).toEqual({ value: 540, currency: { code: 'EUR' } })
    expect(lineOf(quote, plain)?.deposit).toBeNull()
    expect(lineOf(quote, plain)?.depositTotal).toBeNull()
    expect(quote.depositTotal).toEqual({ value: 540, currency: { code: 'EUR' } })
    const goods = quote.items.reduce((sum: number, item: { lineTotal: { value: number } }) => sum + item.lineTotal.value, 0)
    expect(quote.subtotal.value).toBeCloseTo(goods, 2)
  })

  it('has no deposit total without an exchange unit, and shows no deposit at all without showPrice', async () => {
    const quote = await fill([{ sku: plain, qty: 1 }])
    expect(quote.depositTotal).toBeNull()
    const rows = await t.app.db.selectFrom('cart_items').selectAll().execute()
    const parts = new Map([
      [
        `${rows[0]?.vendor_id}-${rows[0]?.sku}`,
        { vendorId: '', sku: '', name: 'Starter', slug: '', unitPrice: 300, currency: 'EUR', deposit: 180, stock: 5 },
      ],
    ])
    const item = { ...(rows[0] as (typeof rows)[number]), vendorId: rows[0]?.vendor_id as string, qty: 2 }
    const hidden = buildQuote(1, [item], parts, false)
    expect(hidden.items[0]).toMatchObject({ price: null, deposit: null, depositTotal: null })
    expect(hidden.depositTotal).toBeNull()
    const shown = buildQuote(1, [item], parts, true)
    expect(shown.items[0]).toMatchObject({ deposit: { value: 180 }, depositTotal: { value: 360 } })
    expect(shown.depositTotal).toEqual({ value: 360, currency: { code: 'EUR' } })
  })

  it('answers CART_CHANGED when the deposit changed after the buyer saw it', async () => {
    const quote = await fill([{ sku: exchange, qty: 1 }])
    await setDeposit(exchange, 19_000)
    try {
      const stale = await t.post('/api/checkout/placeOrder', placeOrderBody(quote.basHash))
      expect(stale.statusCode).toBe(422)
      expect(stale.json().code).toBe('CART_CHANGED')
      expect(lineOf(await t.quote(), exchange)?.deposit).toEqual({ value: 190, currency: { code: 'EUR' } })
    } finally {
      await setDeposit(exchange, 18_000)
    }
  })
})

describe('deposits in the placed order', () => {
  it('stores them per line and in the totals of both halves, and sends them to the ERP, the webhook and the order page', async () => {
    const admin = await adminCookies(t.app)
    const created = await asAdmin(t.app, admin, {
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url: 'http://127.0.0.1:9/deposits', description: 'ERP', events: ['order.placed'], enabled: true },
    })
    expect(created.statusCode).toBe(201)
    const quote = await fill([
      { sku: exchange, qty: 2 },
      { sku: plain, qty: 1 },
      { sku: soldOutExchange, qty: 3 },
    ])
    const response = await t.post('/api/checkout/placeOrder', placeOrderBody(quote.basHash))
    expect(response.statusCode).toBe(200)
    const { orders, orderNumbers } = response.json()
    const [first, second] = orders
    expect(first.lines.find((line: { sku: string }) => line.sku === skuOf(exchange))).toMatchObject({
      depositUnit: 180,
      depositTotal: 360,
    })
    expect(first.totals.deposits).toBe(360)
    expect(first.totals.total).toBeCloseTo(first.totals.goods + 360 + first.totals.transport, 2)
    expect(second.lines[0]).toMatchObject({ depositUnit: 45.5, depositTotal: 136.5 })
    expect(second.totals).toMatchObject({ deposits: 136.5, transport: 0 })
    expect(second.totals.total).toBeCloseTo(second.totals.goods + 136.5, 2)
    // What the buyer saw is what was placed: goods and deposits of both halves make the quote's totals.
    expect(first.totals.goods + second.totals.goods).toBeCloseTo(quote.subtotal.value, 2)
    expect(first.totals.deposits + second.totals.deposits).toBeCloseTo(quote.depositTotal.value, 2)

    const stored = await t.app.db
      .selectFrom('orders')
      .select(['order_number', 'deposit_total', 'total'])
      .where('order_number', 'in', [orderNumbers.first, orderNumbers.second])
      .orderBy('order_number')
      .execute()
    expect(stored.map((row) => row.deposit_total)).toEqual([360, 136.5])
    const storedLine = await t.app.db
      .selectFrom('order_lines')
      .select('deposit_unit')
      .where('order_number', '=', orderNumbers.first)
      .where('sku', '=', skuOf(exchange))
      .executeTakeFirstOrThrow()
    expect(storedLine.deposit_unit).toBe(180)

    await t.app.checkout.outbox.drain()
    const file = JSON.parse(fs.readFileSync(path.join(t.dataDir, 'outbox', `${orderNumbers.second}.json`), 'utf8'))
    expect(file.order.totals.deposits).toBe(136.5)
    expect(file.order.lines[0]).toMatchObject({ depositUnit: 45.5, depositTotal: 136.5 })

    const event = await t.app.db
      .selectFrom('webhook_events')
      .select('payload')
      .where('type', '=', 'order.placed')
      .executeTakeFirst()
    const sent = JSON.parse(event?.payload ?? '{}').data.orders
    expect(sent.map((order: { totals: { deposits: number } }) => order.totals.deposits)).toEqual([360, 136.5])
    await asAdmin(t.app, admin, { method: 'POST', url: `/api/admin/webhooks/${created.json().endpoint.id}/delete` })

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderNumbers.first}?languageID=de`,
      headers: { cookie: t.cookies.werkstatt },
    })
    expect(page.statusCode).toBe(200)
    const detail = page.json()
    expect(detail.totals).toMatchObject({ deposits: 360, total: first.totals.total })
    const byId = (sku: string) => detail.lines.find((line: { sku: string }) => line.sku === sku)
    expect(byId(skuOf(exchange))).toMatchObject({ depositUnit: 180, depositTotal: 360 })
    expect(byId(skuOf(plain))).toMatchObject({ depositUnit: null, depositTotal: null })

    await t.app.checkout.orderMail.drain()
    const mailDir = path.join(t.dataDir, 'mail')
    const [mail] = fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
    const { text } = readEml(fs.readFileSync(path.join(mailDir, mail as string), 'utf8'))
    expect(text).toMatch(/\+ Altteilpfand {2}2 × 180,00\s€ {2}360,00\s€/)
    expect(text).toMatch(/Altteilpfand gesamt: 496,50\s€/)
  })
})

import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp, placeOrderBody } from '../../../checkout/cart-test-kit'
import { readEml } from '../../../mail/eml-test-kit'

let t: CartTestApp
let inStock: string[]
let outOfStock: string[]
beforeAll(async () => {
  t = await buildCartTestApp()
  inStock = await t.partSkus('inStock', 2, 20)
  outOfStock = await t.partSkus('outOfStock', 1)
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
  fs.rmSync(mailDir(), { recursive: true, force: true })
})

const mailDir = () => path.join(t.dataDir, 'mail')
const mails = () => (fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((name) => name.endsWith('.eml')) : [])
const readMail = (name: string) => {
  const { headers, text } = readEml(fs.readFileSync(path.join(mailDir(), name), 'utf8'))
  return { to: headers.get('to'), subject: headers.get('subject'), text }
}

async function placeWith(lines: Array<{ sku: string; qty: number }>, languageID: string, key = randomUUID()) {
  expect((await t.post('/api/checkout/cart/add', { items: lines })).statusCode).toBe(200)
  const quote = await t.quote()
  const body = placeOrderBody(quote.basHash, { languageID, transportId: 'express' })
  const response = await t.post('/api/checkout/placeOrder', body, { key })
  expect(response.statusCode).toBe(200)
  return { body, key, answer: response.json() }
}

describe('order confirmation mail', () => {
  it('sends one .eml after the commit in the order language with both numbers, reference, lines and totals', async () => {
    const { answer } = await placeWith(
      [
        { sku: inStock[0] as string, qty: 2 },
        { sku: outOfStock[0] as string, qty: 3 },
      ],
      'en',
    )
    await t.app.checkout.orderMail.drain()
    const files = mails()
    expect(files).toHaveLength(1)
    const mail = readMail(files[0] as string)
    expect(mail.to).toBe('werkstatt@example.com')
    expect(mail.subject).toBe(`Order confirmation ${answer.orderNumbers.first} – Achslast Parts`)
    const { text } = mail
    expect(text).toContain(`Order number: ${answer.orderNumbers.first}`)
    expect(answer.orderNumbers.second).toMatch(/^B\d{2}-\d{6}$/)
    expect(text).toContain(`Backorder, follows under order number: ${answer.orderNumbers.second}`)
    expect(text).toContain('Your order reference: WO-4711')
    for (const order of answer.orders) {
      for (const line of order.lines) expect(text).toContain(`${line.qty} × ${line.sku}`)
    }
    const [first, second] = answer.orders
    const euros = (value: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(value)
    expect(text).toContain(`Goods total: ${euros(first.totals.goods + second.totals.goods)}`)
    expect(text).toContain(`Freight: ${euros(first.totals.transport)}`)
    expect(text).toContain(`Grand total (net): ${euros(first.totals.total + second.totals.total)}`)
    expect(text).toContain('19 % VAT')
  })

  it('sends no second mail for a replayed Idempotency-Key', async () => {
    const { body, key } = await placeWith([{ sku: inStock[1] as string, qty: 1 }], 'ru')
    await t.app.checkout.orderMail.drain()
    expect(mails()).toHaveLength(1)
    const replay = await t.post('/api/checkout/placeOrder', body, { key })
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    await t.app.checkout.orderMail.drain()
    expect(mails()).toHaveLength(1)
    expect(readMail(mails()[0] as string).subject).toMatch(/^Подтверждение заказа A\d{2}-\d{6}/)
  })

  it('sends nothing when the order is refused (rolled back)', async () => {
    expect((await t.post('/api/checkout/cart/add', { items: [{ sku: inStock[0] as string, qty: 1 }] })).statusCode).toBe(200)
    const refused = await t.post('/api/checkout/placeOrder', {
      languageID: 'de',
      countryID: 'DE',
      basHash: 'stale',
      shipping: { kind: 'billing' },
      transportId: 'standard',
      paymentId: 'invoice',
      acceptPolicy: true,
    })
    expect(refused.statusCode).toBe(422)
    await t.app.checkout.orderMail.drain()
    expect(mails()).toHaveLength(0)
  })
})

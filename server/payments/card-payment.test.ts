import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PAYONE_TEST_CARDS } from '../../tests/payment-sim/payone/payone-test-cards'
import { type PaymentSim, simPaymentEnv, startPaymentSim } from '../../tests/payment-sim/start-payment-sim'
import { buildCartTestApp, type CartTestApp, placeOrderBody } from '../checkout/cart-test-kit'
import { runPaymentJobs } from './payment-jobs'

let sim: PaymentSim
let t: CartTestApp
let skus: string[]

beforeAll(async () => {
  sim = await startPaymentSim({ slowAnswerMs: 3_000 })
  t = await buildCartTestApp(400, simPaymentEnv(sim.url))
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  sim.setShopUrl(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
  skus = await t.partSkus('inStock', 3, 20)
})
afterAll(async () => {
  await t.close()
  await sim.close()
})
beforeEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
})

const card = (which: keyof typeof PAYONE_TEST_CARDS, lastName = 'Becker') => ({
  pseudocardpan: PAYONE_TEST_CARDS[which].pseudocardpan,
  truncatedcardpan: `${PAYONE_TEST_CARDS[which].cardpan.slice(0, 6)}XXXXXX${PAYONE_TEST_CARDS[which].cardpan.slice(-4)}`,
  cardtype: PAYONE_TEST_CARDS[which].cardtype,
  cardexpiredate: '3012',
  firstName: 'Jonas',
  lastName,
})

/** Fills the cart and places it paid by card: the pending payment's id. */
async function placeByCard(which: keyof typeof PAYONE_TEST_CARDS) {
  await t.post('/api/checkout/cart/add', { items: [{ sku: skus[0], qty: 2 }] })
  const quote = await t.quote()
  const placed = await t.post('/api/checkout/placeOrder', placeOrderBody(quote.basHash, { paymentId: 'card', card: card(which) }))
  expect(placed.statusCode, placed.body).toBe(200)
  return placed.json().payment as { paymentId: string; amount: number }
}

const start = (paymentId: string) => t.post(`/api/checkout/payments/${paymentId}/start`, {}, { key: null })
const back = (paymentId: string, result: string) =>
  t.post(`/api/checkout/payments/${paymentId}/return`, { result, query: {} }, { key: null })
type SimTransaction = { reference: string; captures: number; capturedAmount: number }
const simTransactions = async () =>
  Object.values((await (await fetch(`${sim.url}/payone/_sim/transactions`)).json()) as Record<string, SimTransaction>)
const ordersOf = (paymentId: string) =>
  t.app.db.selectFrom('orders').select('order_number').where('payment_ref', '=', paymentId).execute()

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return read()
}

describe('paying by card through PAYONE (simulator over HTTP)', () => {
  it('offers card with the hosted-field settings, and charges the total with VAT', async () => {
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/options?languageID=de&countryID=DE',
      headers: { cookie: t.cookies.werkstatt },
    })
    const card = options.json().payment.find((method: { id: string }) => method.id === 'card')
    expect(card.cardFields.request).toMatchObject({ request: 'creditcardcheck', mid: '10001' })
    expect(card.cardFields.request.hash).toMatch(/^[0-9a-f]{96}$/)
    expect(JSON.stringify(card)).not.toContain('sim-portal-key')
  })

  it('places the order once the card is approved, with the payment in the order and its ERP file', async () => {
    const payment = await placeByCard('approved')
    expect((await t.quote()).items).toHaveLength(1)
    const state = (await start(payment.paymentId)).json()
    expect(state).toMatchObject({ status: 'placed', orderNumbers: { first: expect.stringMatching(/^A\d{2}-\d{6}$/) } })
    expect((await t.quote()).items).toHaveLength(0)
    const [order] = await t.app.checkout.deps.db
      .selectFrom('orders')
      .selectAll()
      .where('payment_ref', '=', payment.paymentId)
      .execute()
    expect(order?.order_number).toBe(state.orderNumbers.first)
    const exported = (
      await t.app.inject({
        method: 'GET',
        url: `/api/checkout/payments/${payment.paymentId}`,
        headers: { cookie: t.cookies.werkstatt },
      })
    ).json()
    expect(exported).toEqual(state)
    const transaction = (await simTransactions()).find((tx) => tx.reference === payment.paymentId)
    expect(transaction?.captures).toBe(1)
    expect(transaction?.capturedAmount).toBe(Math.round(payment.amount * 100))
  })

  it('3-D Secure: redirect, the notification authorizes, the return places it once, a reload changes nothing', async () => {
    const payment = await placeByCard('threeDSecure')
    const redirect = (await start(payment.paymentId)).json()
    expect(redirect.status).toBe('redirect')
    const txid = new URL(redirect.redirectUrl).pathname.split('/').pop()
    await fetch(`${sim.url}/payone/3ds/${txid}/confirm`, { method: 'POST', redirect: 'manual' })
    const placed = await eventually(
      async () => (await back(payment.paymentId, 'success')).json(),
      (state) => state.status === 'placed',
    )
    expect(placed.status).toBe('placed')
    expect((await back(payment.paymentId, 'success')).json()).toEqual(placed)
    await fetch(`${sim.url}/payone/_sim/resend/${txid}`, { method: 'POST' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await ordersOf(payment.paymentId)).toHaveLength(1)
  })

  it('a declined card fails with the reason and leaves the cart as it was', async () => {
    const payment = await placeByCard('declined')
    const state = (await start(payment.paymentId)).json()
    expect(state).toMatchObject({ status: 'failed', failure: 'declined' })
    expect((await t.quote()).items).toHaveLength(1)
    expect(await ordersOf(payment.paymentId)).toHaveLength(0)
  })

  it('a cart changed during 3-D Secure releases the authorization and places nothing', async () => {
    const payment = await placeByCard('threeDSecure')
    const redirect = (await start(payment.paymentId)).json()
    const txid = new URL(redirect.redirectUrl).pathname.split('/').pop()
    await t.post('/api/checkout/cart/add', { items: [{ sku: skus[1], qty: 1 }] })
    await fetch(`${sim.url}/payone/3ds/${txid}/confirm`, { method: 'POST', redirect: 'manual' })
    const state = await eventually(
      async () => (await back(payment.paymentId, 'success')).json(),
      (value) => value.status !== 'pending',
    )
    expect(state).toMatchObject({ status: 'failed', failure: 'cartChanged' })
    const row = await eventually(
      () =>
        t.app.db.selectFrom('payments').select('status').where('payment_id', '=', payment.paymentId).executeTakeFirstOrThrow(),
      (value) => value.status === 'cancelled',
    )
    expect(row.status).toBe('cancelled')
    expect(await ordersOf(payment.paymentId)).toHaveLength(0)
    expect((await t.quote()).items).toHaveLength(2)
  })

  it('cancel at the provider: failed as cancelled, cart intact', async () => {
    const payment = await placeByCard('threeDSecure')
    await start(payment.paymentId)
    expect((await back(payment.paymentId, 'cancel')).json()).toMatchObject({ status: 'failed', failure: 'cancelled' })
    expect((await t.quote()).items).toHaveLength(1)
  })

  it('a payment left at 3-D Secure past the limit is released by the job', async () => {
    const payment = await placeByCard('threeDSecure')
    await start(payment.paymentId)
    await runPaymentJobs(t.app.payments.deps, new Date(Date.now() + 31 * 60_000))
    const row = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('payment_id', '=', payment.paymentId)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('expired')
    const events = await t.app.db
      .selectFrom('payment_events')
      .select('kind')
      .where('payment_id', '=', payment.paymentId)
      .execute()
    expect(events.map((event) => event.kind)).toEqual(expect.arrayContaining(['expired', 'voided']))
  })

  it('offers and accepts only the methods the admin area allows the customer', async () => {
    const customerId = (
      await t.app.db
        .selectFrom('contacts')
        .select('customer_id')
        .where('email', '=', 'werkstatt@example.com')
        .executeTakeFirstOrThrow()
    ).customer_id
    await t.app.db
      .updateTable('customers')
      .set({ payment_methods: '["invoice"]' })
      .where('customer_id', '=', customerId)
      .execute()
    try {
      const options = await t.app.inject({
        method: 'GET',
        url: '/api/checkout/options?languageID=de&countryID=DE',
        headers: { cookie: t.cookies.werkstatt },
      })
      expect(options.json().payment.map((method: { id: string }) => method.id)).toEqual(['invoice'])
      await t.post('/api/checkout/cart/add', { items: [{ sku: skus[0], qty: 1 }] })
      const quote = await t.quote()
      const refused = await t.post(
        '/api/checkout/placeOrder',
        placeOrderBody(quote.basHash, { paymentId: 'card', card: card('approved') }),
      )
      expect(refused.statusCode).toBe(400)
      expect(refused.json().code).toBe('PAYMENT_UNAVAILABLE')
    } finally {
      await t.app.db.updateTable('customers').set({ payment_methods: null }).where('customer_id', '=', customerId).execute()
    }
  })

  it('refuses a notification with the wrong key and changes nothing', async () => {
    const response = await fetch(
      `${t.app.server.address() && `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`}/api/payments/payone/notifications`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'key=00000000000000000000000000000000&txaction=appointed&txid=1&reference=P26AAAAAAAAAAAA&sequencenumber=0',
      },
    )
    expect(response.status).toBe(401)
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type PaymentSim, simPaymentEnv, startPaymentSim } from '../../tests/payment-sim/start-payment-sim'
import { buildCartTestApp, type CartTestApp, placeOrderBody } from '../checkout/cart-test-kit'

let sim: PaymentSim
let t: CartTestApp
let skus: string[]

beforeAll(async () => {
  sim = await startPaymentSim()
  t = await buildCartTestApp(400, simPaymentEnv(sim.url))
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  sim.setShopUrl(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
  skus = await t.partSkus('inStock', 2, 20)
})
afterAll(async () => {
  await t.close()
  await sim.close()
})
beforeEach(async () => {
  await t.app.db.deleteFrom('cart_items').execute()
})

async function placeByPaypal() {
  await t.post('/api/checkout/cart/add', { items: [{ sku: skus[0], qty: 1 }] })
  const quote = await t.quote()
  const placed = await t.post('/api/checkout/placeOrder', placeOrderBody(quote.basHash, { paymentId: 'paypal' }))
  expect(placed.statusCode, placed.body).toBe(200)
  const { paymentId } = placed.json().payment
  const redirect = (await t.post(`/api/checkout/payments/${paymentId}/start`, {}, { key: null })).json()
  expect(redirect).toMatchObject({ status: 'redirect', ppOrderId: expect.any(String) })
  return { paymentId: paymentId as string, ppOrderId: redirect.ppOrderId as string }
}

/** What the buyer's click on PayPal's page does: PayPal sends the browser back with token and PayerID (or just token). */
async function buyerClicks(button: 'approve' | 'cancel', ppOrderId: string) {
  const response = await fetch(`${sim.url}/paypal/checkoutnow/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `token=${ppOrderId}`,
    redirect: 'manual',
  })
  return Object.fromEntries(new URL(response.headers.get('location') ?? '').searchParams)
}

const back = (paymentId: string, result: string, query: Record<string, string>) =>
  t.post(`/api/checkout/payments/${paymentId}/return`, { result, query }, { key: null })
const simOrder = async (ppOrderId: string) =>
  ((await (await fetch(`${sim.url}/paypal/_sim/orders`)).json()) as Array<{ id: string; captures: { count: number } }>).find(
    (order) => order.id === ppOrderId,
  )

describe('paying with PayPal (simulator over HTTP)', () => {
  it('approve: authorized on return, captured once, the order placed once even when the return is repeated', async () => {
    const { paymentId, ppOrderId } = await placeByPaypal()
    const query = await buyerClicks('approve', ppOrderId)
    const placed = (await back(paymentId, 'success', query)).json()
    expect(placed).toMatchObject({ status: 'placed', orderNumbers: { first: expect.stringMatching(/^A\d{2}-/) } })
    expect((await back(paymentId, 'success', query)).json()).toEqual(placed)
    const orders = await t.app.db.selectFrom('orders').select('order_number').where('payment_ref', '=', paymentId).execute()
    expect(orders).toHaveLength(1)
    expect((await simOrder(ppOrderId))?.captures.count).toBe(1)
  })

  it('cancel on PayPal: failed as cancelled, nothing authorized, cart intact', async () => {
    const { paymentId, ppOrderId } = await placeByPaypal()
    const query = await buyerClicks('cancel', ppOrderId)
    expect((await back(paymentId, 'cancel', query)).json()).toMatchObject({ status: 'failed', failure: 'cancelled' })
    expect((await t.quote()).items).toHaveLength(1)
  })

  it('a declined authorization returns to the buyer with the reason and the cart', async () => {
    const { paymentId, ppOrderId } = await placeByPaypal()
    await fetch(`${sim.url}/paypal/_sim/decline-next-authorize`, { method: 'POST' })
    const query = await buyerClicks('approve', ppOrderId)
    expect((await back(paymentId, 'success', query)).json()).toMatchObject({ status: 'failed', failure: 'declined' })
    expect((await t.quote()).items).toHaveLength(1)
  })

  it("a forged webhook is refused; PayPal's own, delivered twice, is stored once", async () => {
    const { port } = t.app.server.address() as { port: number }
    const forged = await fetch(`http://127.0.0.1:${port}/api/payments/paypal/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paypal-transmission-id': 'x', 'paypal-transmission-sig': 'x' },
      body: JSON.stringify({ id: 'WH-FORGED', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }),
    })
    expect(forged.status).toBe(401)
    const events = (await (await fetch(`${sim.url}/paypal/_sim/events`)).json()) as Array<{ id: string }>
    const first = events[0]
    expect(first).toBeDefined()
    const stored = () =>
      t.app.db.selectFrom('payment_events').select('id').where('provider_event_id', '=', `paypal:${first?.id}`).execute()
    await fetch(`${sim.url}/paypal/_sim/resend/${first?.id}`, { method: 'POST' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await stored()).toHaveLength(1)
  })
})

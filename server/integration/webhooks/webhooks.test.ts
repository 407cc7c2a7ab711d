import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WEBHOOK_RETRY_PAUSES } from '../../../src/shared/contracts/webhook-constants'
import { buildCartTestApp, type CartTestApp, placeOrderBody } from '../../checkout/cart-test-kit'
import { adminCookies, asAdmin } from '../../routes/api/admin/admin-test-kit'
import { startWebhookReceiver } from './test-support/webhook-receiver'

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>

let t: CartTestApp
let admin: string
let receiver: Receiver
/** Seconds the worker's clock runs ahead: the retry schedule's pauses pass without waiting. */
let ahead = 0
const endpoints: string[] = []

beforeAll(async () => {
  t = await buildCartTestApp(300, {}, { webhooks: { clock: () => Date.now() + ahead * 1000, timeoutMs: 300 } })
  admin = await adminCookies(t.app)
})
afterAll(() => t.close())
afterEach(async () => {
  for (const id of endpoints.splice(0)) await asAdmin(t.app, admin, { method: 'POST', url: `/api/admin/webhooks/${id}/delete` })
  await receiver?.close()
})

async function endpointFor(target: Receiver, extra: object = {}) {
  const created = await asAdmin(t.app, admin, {
    method: 'POST',
    url: '/api/admin/webhooks',
    payload: {
      url: target.url,
      description: 'ERP',
      events: ['order.placed', 'contact.delivery_addresses_changed'],
      enabled: true,
      ...extra,
    },
  })
  expect(created.statusCode).toBe(201)
  const { endpoint, secret } = created.json()
  expect(secret).toMatch(/^whsec_/)
  target.state.secret = secret
  endpoints.push(endpoint.id)
  return endpoint.id as string
}

const yard = { name: 'Werkstatt Brenner, Halle 3', street: 'Am Speicher 5', postalCode: '28217', city: 'Bremen', country: 'de' }
const deliveries = async (id: string, query = '') =>
  (await asAdmin(t.app, admin, { method: 'GET', url: `/api/admin/webhooks/${id}/deliveries${query}` })).json()
/** Moves the worker's clock past the next pause and lets it send what is then due. */
async function afterPause(seconds: number) {
  ahead += seconds
  await t.app.webhooks.drain()
}

describe('webhooks out', () => {
  it('sends order.placed, signed, with both order numbers and every line', async () => {
    receiver = await startWebhookReceiver()
    await endpointFor(receiver)
    const [inStock] = await t.partSkus('inStock', 1)
    const [soldOut] = await t.partSkus('outOfStock', 1)
    await t.post('/api/checkout/cart/add', {
      items: [
        { sku: inStock, qty: 2 },
        { sku: soldOut, qty: 3 },
      ],
    })
    const placed = (await t.post('/api/checkout/placeOrder', placeOrderBody((await t.quote()).basHash))).json()
    const [got] = await receiver.waitFor(1)
    expect(got?.verified).toBe(true)
    expect(got?.id).toMatch(/^msg_/)
    expect(got?.body.type).toBe('order.placed')
    expect(got?.body.data.orderNumbers).toEqual(placed.orderNumbers)
    expect(placed.orderNumbers.second).not.toBeNull()
    const orders = got?.body.data.orders as Array<{ orderNumber: string; lines: Array<{ sku: string; qty: number }> }>
    expect(orders.map((order) => order.orderNumber)).toEqual([placed.orderNumbers.first, placed.orderNumbers.second])
    expect(orders.flatMap((order) => order.lines.map((line) => line.qty))).toEqual([2, 3])
    const stored = await t.app.db
      .selectFrom('orders')
      .select('customer_id')
      .where('order_number', '=', placed.orderNumbers.first)
      .executeTakeFirstOrThrow()
    expect(got?.body.data.customer).toMatchObject({ id: stored.customer_id })
  })

  it('retries after a 500 under the same webhook-id and logs both attempts', async () => {
    receiver = await startWebhookReceiver()
    const id = await endpointFor(receiver)
    let calls = 0
    receiver.state.answer = () => (++calls === 1 ? { status: 500, body: 'ERP busy' } : { status: 200, body: 'ok' })
    await t.post('/api/addresses', yard)
    await receiver.waitFor(1)
    await t.app.webhooks.drain()
    expect((await deliveries(id)).deliveries[0]).toMatchObject({
      state: 'pending',
      attempts: [{ statusCode: 500, answer: 'ERP busy' }],
    })
    await afterPause(WEBHOOK_RETRY_PAUSES[0])
    const [first, second] = await receiver.waitFor(2)
    expect(second?.id).toBe(first?.id)
    expect(second?.verified).toBe(true)
    const [delivery] = (await deliveries(id)).deliveries
    expect(delivery).toMatchObject({
      eventId: first?.id,
      type: 'contact.delivery_addresses_changed',
      state: 'delivered',
      nextAttemptAt: null,
    })
    expect(delivery.attempts.map((a: { statusCode: number; manual: boolean }) => [a.statusCode, a.manual])).toEqual([
      [500, false],
      [200, false],
    ])
  })

  it('retries after a timeout', async () => {
    receiver = await startWebhookReceiver()
    const id = await endpointFor(receiver)
    let calls = 0
    receiver.state.answer = () => (++calls === 1 ? 'hold' : { status: 204 })
    await t.post('/api/addresses', yard)
    await receiver.waitFor(1)
    await t.app.webhooks.drain()
    const [timedOut] = (await deliveries(id)).deliveries
    expect(timedOut.attempts).toEqual([expect.objectContaining({ statusCode: null, answer: 'no answer within 300 ms' })])
    receiver.release()
    await afterPause(WEBHOOK_RETRY_PAUSES[0])
    expect((await deliveries(id)).deliveries[0]).toMatchObject({ state: 'delivered' })
    expect(new Set(receiver.received.map((got) => got.id)).size).toBe(1)
  })

  it('after the last pause the delivery is failed and listed; a resend by hand delivers it under the same id', async () => {
    receiver = await startWebhookReceiver()
    const id = await endpointFor(receiver)
    receiver.state.answer = () => ({ status: 503, body: 'down for maintenance' })
    await t.post('/api/addresses', yard)
    await receiver.waitFor(1)
    await t.app.webhooks.drain()
    for (const pause of WEBHOOK_RETRY_PAUSES) await afterPause(pause)
    expect(receiver.received).toHaveLength(WEBHOOK_RETRY_PAUSES.length + 1)
    const failed = await deliveries(id, '?state=failed')
    expect(failed.deliveries).toHaveLength(1)
    expect(failed.deliveries[0]).toMatchObject({ state: 'failed', nextAttemptAt: null })
    expect(failed.deliveries[0].attempts).toHaveLength(WEBHOOK_RETRY_PAUSES.length + 1)
    const listed = (await asAdmin(t.app, admin, { method: 'GET', url: '/api/admin/webhooks' })).json().endpoints
    expect(listed.find((endpoint: { id: string }) => endpoint.id === id).counts).toEqual({ pending: 0, delivered: 0, failed: 1 })

    receiver.state.answer = () => ({ status: 200, body: 'thanks' })
    const deliveryId = failed.deliveries[0].id
    const resent = await asAdmin(t.app, admin, {
      method: 'POST',
      url: `/api/admin/webhooks/${id}/deliveries/${deliveryId}/resend`,
    })
    expect(resent.statusCode).toBe(200)
    expect(resent.json()).toMatchObject({ state: 'delivered', eventId: failed.deliveries[0].eventId })
    expect(resent.json().attempts.at(-1)).toMatchObject({ statusCode: 200, answer: 'thanks', manual: true })
    expect(new Set(receiver.received.map((got) => got.id))).toEqual(new Set([failed.deliveries[0].eventId]))
    expect(receiver.received.every((got) => got.verified)).toBe(true)
  })

  it('sends nothing to a disabled endpoint, nor to one switched off after it subscribed', async () => {
    receiver = await startWebhookReceiver()
    const off = await startWebhookReceiver()
    await endpointFor(receiver)
    await endpointFor(off, { enabled: false })
    const later = await startWebhookReceiver()
    const laterId = await endpointFor(later)
    const update = await asAdmin(t.app, admin, {
      method: 'POST',
      url: `/api/admin/webhooks/${laterId}`,
      payload: { url: later.url, description: 'paused', events: ['contact.delivery_addresses_changed'], enabled: false },
    })
    expect(update.json()).toMatchObject({ enabled: false, description: 'paused' })
    await t.post('/api/addresses', yard)
    await receiver.waitFor(1)
    await t.app.webhooks.drain()
    await afterPause(60)
    expect(off.received).toEqual([])
    expect(later.received).toEqual([])
    await Promise.all([off.close(), later.close()])
  })
})

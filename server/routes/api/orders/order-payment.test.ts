import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../../test/infocenter-test-kit'
import { insertOnlinePayment } from '../../../test/online-payment-fixture'

let t: InfocenterTestApp
beforeAll(async () => {
  t = await buildInfocenterTestApp()
})
afterAll(() => t.close())

const orderOf = (customerId: string, skip = 0) =>
  t.app.db
    .selectFrom('orders')
    .select('order_number')
    .where('customer_id', '=', customerId)
    .orderBy('order_number')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow()

describe('GET /api/orders/:orderNumber: the online payment (issue 33)', () => {
  it('answers the card payment with its events oldest first, the card only as type and truncated number', async () => {
    const { order_number } = await orderOf('D1000001')
    await insertOnlinePayment(t.app.db, {
      paymentId: 'P26AAAAAAAAAAAA1',
      orderNumber: order_number,
      method: 'card',
      amountCents: 23_815,
      providerRef: '350123456',
      events: [
        ['2026-03-02T09:15:07.000Z', 'captured', 'job'],
        ['2026-03-02T09:14:00.000Z', 'created', 'buyer'],
        ['2026-03-02T09:14:05.000Z', 'authorized', 'provider'],
      ],
    })
    const response = await t.get(`/api/orders/${order_number}`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.payment).toEqual({ id: 'card' })
    expect(body.onlinePayment).toEqual({
      method: 'card',
      status: 'paid',
      amount: 238.15,
      currency: 'EUR',
      card: { cardtype: 'V', truncatedcardpan: '411111XXXXXX1111' },
      providerRef: '350123456',
      events: [
        { at: '2026-03-02T09:14:00.000Z', kind: 'created', source: 'buyer' },
        { at: '2026-03-02T09:14:05.000Z', kind: 'authorized', source: 'provider' },
        { at: '2026-03-02T09:15:07.000Z', kind: 'captured', source: 'job' },
      ],
    })
    expect(JSON.stringify(body)).not.toContain('9410010000012345678')
  })

  it('answers null for an order paid offline, and PayPal without a card', async () => {
    const [offline, paypal] = [await orderOf('D1000001', 1), await orderOf('D1000001', 2)]
    expect((await t.get(`/api/orders/${offline.order_number}`)).json().onlinePayment).toBeNull()
    await insertOnlinePayment(t.app.db, {
      paymentId: 'P26AAAAAAAAAAAA2',
      orderNumber: paypal.order_number,
      method: 'paypal',
      providerRef: '5O190127TN364715T',
    })
    expect((await t.get(`/api/orders/${paypal.order_number}`)).json().onlinePayment).toMatchObject({
      method: 'paypal',
      card: null,
      providerRef: '5O190127TN364715T',
      events: [],
    })
  })

  it('hides the amount from a customer who does not see prices', async () => {
    const { order_number } = await orderOf('D1000002')
    await insertOnlinePayment(t.app.db, { paymentId: 'P26AAAAAAAAAAAA3', orderNumber: order_number, method: 'card' })
    const payment = (await t.get(`/api/orders/${order_number}`, 'einkauf')).json().onlinePayment
    expect(payment).toMatchObject({ method: 'card', status: 'paid', amount: null })
  })

  it("keeps another customer's paid order 404", async () => {
    const { order_number } = await orderOf('D1000003')
    await insertOnlinePayment(t.app.db, { paymentId: 'P26AAAAAAAAAAAA4', orderNumber: order_number, method: 'card' })
    const response = await t.get(`/api/orders/${order_number}`)
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('ORDER_NOT_FOUND')
    expect((await t.get(`/api/orders/${order_number}`, 'flotte')).json().onlinePayment.method).toBe('card')
  })
})

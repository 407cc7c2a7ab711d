import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NotificationRejected, type PaymentRef } from '../payment-provider'
import { createPaypalProvider } from './create-paypal-provider'
import { pressOnApprovalPage, startInput, startPaypalSim } from './paypal-test-kit'

let sim: Awaited<ReturnType<typeof startPaypalSim>>
beforeAll(async () => {
  sim = await startPaypalSim()
})
afterAll(() => sim.close())

async function authorizedPayment(): Promise<PaymentRef> {
  const provider = createPaypalProvider(sim.config)
  const input = startInput(4200)
  const started = await provider.start(input)
  if (started.kind !== 'redirect') throw new Error(started.kind)
  const back = await pressOnApprovalPage(started.redirectUrl, 'Pay now')
  const state = await provider.confirm({ ...input, providerRef: started.providerRef }, back.query)
  if (state.kind !== 'authorized') throw new Error(state.kind)
  return { ...input, providerRef: started.providerRef, authorizationRef: state.authorizationRef }
}

describe('PayPal webhooks', () => {
  it('verifies and reads each event the payment goes through', async () => {
    const provider = createPaypalProvider(sim.config)
    const payment = await authorizedPayment()
    await provider.capture(payment)
    const read = async (type: string) => provider.readNotification(await sim.waitForDelivery(type, payment.paymentId))

    const approved = await read('CHECKOUT.ORDER.APPROVED')
    expect(approved).toMatchObject({ kind: 'other', paymentId: payment.paymentId, providerRef: payment.providerRef })
    const authorized = await read('PAYMENT.AUTHORIZATION.CREATED')
    expect(authorized).toMatchObject({ kind: 'authorized', paymentId: payment.paymentId, providerRef: payment.providerRef })
    expect(authorized.eventId).toMatch(/^paypal:WH-/)
    const captured = await read('PAYMENT.CAPTURE.COMPLETED')
    expect(captured).toMatchObject({ kind: 'captured', paymentId: payment.paymentId, providerRef: payment.providerRef })
    expect(captured.order).toBeGreaterThanOrEqual(authorized.order)
    expect(captured.order).toBe(Date.parse(String(captured.raw.create_time)))
  })

  it('reads a voided authorization', async () => {
    const provider = createPaypalProvider(sim.config)
    const payment = await authorizedPayment()
    await provider.void(payment)
    const voided = await provider.readNotification(await sim.waitForDelivery('PAYMENT.AUTHORIZATION.VOIDED', payment.paymentId))
    expect(voided).toMatchObject({ kind: 'voided', paymentId: payment.paymentId, providerRef: payment.providerRef })
  })

  it('rejects a tampered body, a foreign webhook id and missing signature headers', async () => {
    const provider = createPaypalProvider(sim.config)
    const payment = await authorizedPayment()
    const genuine = await sim.waitForDelivery('PAYMENT.AUTHORIZATION.CREATED', payment.paymentId)
    const tampered = { ...genuine, rawBody: genuine.rawBody.replace('"value":"42.00"', '"value":"4200.00"') }
    expect(tampered.rawBody).not.toBe(genuine.rawBody)
    await expect(provider.readNotification(tampered)).rejects.toBeInstanceOf(NotificationRejected)
    const foreign = createPaypalProvider({ ...sim.config, webhookId: 'WH2SOMEONEELSE' })
    await expect(foreign.readNotification(genuine)).rejects.toBeInstanceOf(NotificationRejected)
    const unsigned = { ...genuine, headers: { ...genuine.headers, 'paypal-transmission-sig': undefined } }
    await expect(provider.readNotification(unsigned)).rejects.toBeInstanceOf(NotificationRejected)
    await expect(provider.readNotification({ ...genuine, rawBody: 'not json' })).rejects.toBeInstanceOf(NotificationRejected)
  })

  it('delivers a resent event again, newly signed, with the same event id', async () => {
    const provider = createPaypalProvider(sim.config)
    const payment = await authorizedPayment()
    const first = await sim.waitForDelivery('PAYMENT.AUTHORIZATION.CREATED', payment.paymentId)
    const eventId = (JSON.parse(first.rawBody) as { id: string }).id
    expect(await (await sim.control(`resend/${eventId}`)).json()).toEqual({ delivered: true, status: 200 })
    const second = await sim.waitForDelivery('PAYMENT.AUTHORIZATION.CREATED', payment.paymentId, 2)
    expect(second.headers['paypal-transmission-id']).not.toBe(first.headers['paypal-transmission-id'])
    const [a, b] = [await provider.readNotification(first), await provider.readNotification(second)]
    expect(b.eventId).toBe(a.eventId)
    expect(b.eventId).toBe(`paypal:${eventId}`)
    expect((await sim.control('resend/WH-UNKNOWN')).status).toBe(404)
  })

  it('throws a plain error, not a rejection, when PayPal cannot be asked (the shop answers 5xx and PayPal retries)', async () => {
    const payment = await authorizedPayment()
    const genuine = await sim.waitForDelivery('PAYMENT.AUTHORIZATION.CREATED', payment.paymentId)
    const gone = createPaypalProvider({ ...sim.config, apiUrl: 'http://127.0.0.1:9/paypal' })
    const error = await gone.readNotification(genuine).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(NotificationRejected)
  })
})

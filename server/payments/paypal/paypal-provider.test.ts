import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentRef, StartInput } from '../payment-provider'
import { createPaypalProvider } from './create-paypal-provider'
import { pressOnApprovalPage, startInput, startPaypalSim } from './paypal-test-kit'

let sim: Awaited<ReturnType<typeof startPaypalSim>>
beforeAll(async () => {
  sim = await startPaypalSim()
})
afterAll(() => sim.close())

type SimOrder = {
  id: string
  custom_id: string
  status: string
  authorizations: Array<{ status: string }>
  captures: { count: number; value: string }
}

async function simOrder(paymentId: string): Promise<SimOrder | undefined> {
  const orders = (await (await sim.control('orders')).json()) as SimOrder[]
  return orders.find((order) => order.custom_id === paymentId)
}

/** Start, approve on PayPal's page and confirm: the payment as the shop holds it once authorized. */
async function authorizedPayment(input: StartInput = startInput()): Promise<PaymentRef> {
  const provider = createPaypalProvider(sim.config)
  const started = await provider.start(input)
  if (started.kind !== 'redirect') throw new Error(`start: ${started.kind}`)
  const back = await pressOnApprovalPage(started.redirectUrl, 'Pay now')
  const state = await provider.confirm({ ...input, providerRef: started.providerRef }, back.query)
  if (state.kind !== 'authorized') throw new Error(`confirm: ${state.kind}`)
  return { ...input, providerRef: started.providerRef, authorizationRef: state.authorizationRef }
}

describe('PayPal adapter against the simulator', () => {
  it('is the port for PayPal', () => {
    const provider = createPaypalProvider(sim.config)
    expect([provider.id, provider.method, provider.mode, provider.clientConfig()]).toEqual(['paypal', 'paypal', 'test', null])
    expect(provider.notificationAnswer).toEqual({ contentType: 'application/json', body: '{}' })
  })

  it('creates an order to authorize, sends the buyer to the approval page and authorizes on return', async () => {
    const provider = createPaypalProvider(sim.config)
    const input = startInput(12345)
    const started = await provider.start(input)
    expect(started.kind).toBe('redirect')
    if (started.kind !== 'redirect') return
    expect(started.redirectUrl).toBe(`${sim.simUrl}/checkoutnow?token=${started.providerRef}`)
    expect(await simOrder(input.paymentId)).toMatchObject({
      amount: { currency_code: 'EUR', value: '123.45' },
      status: 'PAYER_ACTION_REQUIRED',
    })

    const back = await pressOnApprovalPage(started.redirectUrl, 'Pay now')
    expect(back.html).toContain('<html lang="en">')
    expect(back.status).toBe(303)
    expect(back.location.searchParams.get('result')).toBe('success')
    expect(back.query.token).toBe(started.providerRef)
    expect(back.query.PayerID).toMatch(/^[A-Z0-9]{13}$/)

    const payment = { ...input, providerRef: started.providerRef }
    const state = await provider.confirm(payment, back.query)
    expect(state.kind).toBe('authorized')
    // The return page reloaded: the same PayPal-Request-Id answers the same authorization.
    const again = await provider.confirm(payment, back.query)
    expect(again).toMatchObject({
      kind: 'authorized',
      authorizationRef: state.kind === 'authorized' ? state.authorizationRef : '',
    })
    expect((await simOrder(input.paymentId))?.authorizations).toHaveLength(1)
  })

  it('starts the same order again for the same payment (PayPal-Request-Id)', async () => {
    const provider = createPaypalProvider(sim.config)
    const input = startInput()
    const [first, second] = [await provider.start(input), await provider.start(input)]
    expect(first.providerRef).toBe(second.providerRef)
  })

  it('leaves a cancelled or not yet approved order pending and refuses a foreign token', async () => {
    const provider = createPaypalProvider(sim.config)
    const input = startInput()
    const started = await provider.start(input)
    if (started.kind !== 'redirect') throw new Error(started.kind)
    const back = await pressOnApprovalPage(started.redirectUrl, 'Cancel and return')
    expect(back.location.searchParams.get('result')).toBe('cancel')
    expect(back.query.token).toBe(started.providerRef)
    const payment = { ...input, providerRef: started.providerRef }
    expect((await provider.confirm(payment, back.query)).kind).toBe('pending')
    expect(await provider.confirm(payment, { token: 'ANOTHERORDER00001', PayerID: 'X' })).toMatchObject({
      kind: 'failed',
      failure: 'providerError',
    })
  })

  it('answers declined when PayPal declines the authorization', async () => {
    const provider = createPaypalProvider(sim.config)
    const input = startInput()
    const started = await provider.start(input)
    if (started.kind !== 'redirect') throw new Error(started.kind)
    const back = await pressOnApprovalPage(started.redirectUrl, 'Pay now')
    await sim.control('decline-next-authorize', {})
    const state = await provider.confirm({ ...input, providerRef: started.providerRef }, back.query)
    expect(state).toMatchObject({ kind: 'failed', failure: 'declined' })
    expect(state.kind === 'failed' && state.message).toContain('INSTRUMENT_DECLINED')
  })

  it('captures once however often the capture is repeated', async () => {
    const provider = createPaypalProvider(sim.config)
    const payment = await authorizedPayment(startInput(9990))
    const first = await provider.capture(payment)
    const second = await provider.capture(payment)
    expect(first.kind).toBe('captured')
    expect(second).toMatchObject({ kind: 'captured', captureRef: first.kind === 'captured' ? first.captureRef : '' })
    expect((await simOrder(payment.paymentId))?.captures).toEqual({ count: 1, value: '99.90' })
    // A second capture under another request id is refused: the authorization was captured in full.
    const other = await provider.capture({ ...payment, paymentId: `${payment.paymentId}X` })
    expect(other).toMatchObject({ kind: 'failed', failure: 'providerError' })
    expect((await simOrder(payment.paymentId))?.captures.count).toBe(1)
  })

  it('voids an authorization, twice without error, and then cannot capture it', async () => {
    const provider = createPaypalProvider(sim.config)
    const payment = await authorizedPayment()
    await provider.void(payment)
    await provider.void(payment)
    expect((await simOrder(payment.paymentId))?.authorizations).toEqual([expect.objectContaining({ status: 'VOIDED' })])
    expect((await provider.capture(payment)).kind).toBe('failed')
    // An order never authorized holds no money: nothing to void.
    await expect(provider.void({ ...startInput(), providerRef: 'NEVERAUTHORIZED01' })).resolves.toBeUndefined()
  })

  it('answers providerError instead of hanging when PayPal is slow or gone', async () => {
    const provider = createPaypalProvider(sim.config, { timeoutMs: 150 })
    const payment = await authorizedPayment()
    // Its token taken while PayPal is quick, so the slow calls below are the payment calls themselves.
    expect((await provider.confirm(payment, {})).kind).toBe('authorized')
    await sim.control('slow', { ms: 600 })
    try {
      expect(await provider.start(startInput())).toMatchObject({ kind: 'failed', failure: 'providerError', providerRef: null })
      expect(await provider.confirm(payment, {})).toMatchObject({ kind: 'failed', failure: 'providerError' })
      expect(await provider.capture(payment)).toMatchObject({ kind: 'failed', failure: 'providerError' })
    } finally {
      await sim.control('slow', { ms: 0 })
    }
    // The timed-out capture may have happened at PayPal: repeating it answers that capture, not a second one.
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect((await simOrder(payment.paymentId))?.captures.count).toBe(1)
    expect(await provider.capture(payment)).toMatchObject({ kind: 'captured' })
    expect((await simOrder(payment.paymentId))?.captures.count).toBe(1)
    const gone = createPaypalProvider({ ...sim.config, apiUrl: 'http://127.0.0.1:9/paypal' })
    expect(await gone.start(startInput())).toMatchObject({ kind: 'failed', failure: 'providerError' })
  })

  it('voids the authorization of a confirm that timed out in the shop but reserved the money at PayPal', async () => {
    const provider = createPaypalProvider(sim.config, { timeoutMs: 150 })
    const input = startInput()
    const started = await provider.start(input)
    if (started.kind !== 'redirect') throw new Error(started.kind)
    const back = await pressOnApprovalPage(started.redirectUrl, 'Pay now')
    const payment = { ...input, providerRef: started.providerRef }
    await sim.control('slow', { ms: 400 })
    try {
      expect((await provider.confirm(payment, back.query)).kind).toBe('failed')
    } finally {
      await sim.control('slow', { ms: 0 })
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await simOrder(input.paymentId))?.authorizations).toEqual([expect.objectContaining({ status: 'CREATED' })])
    await provider.void(payment)
    expect((await simOrder(input.paymentId))?.authorizations).toEqual([expect.objectContaining({ status: 'VOIDED' })])
  })

  it('reports wrong credentials as a provider error', async () => {
    const provider = createPaypalProvider({ ...sim.config, clientSecret: 'wrong' })
    expect(await provider.start(startInput())).toMatchObject({ kind: 'failed', failure: 'providerError' })
  })
})

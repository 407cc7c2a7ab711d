import { createHmac } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYONE_TEST_CARDS, PAYONE_TEST_LAST_NAMES } from '../../../tests/payment-sim/payone/payone-test-cards'
import { registerPayoneSim } from '../../../tests/payment-sim/payone/register-payone-sim'
import type { PayoneConfig } from '../../payment-config'
import { NotificationRejected, type PaymentProvider, type ProviderNotification, type StartInput } from '../payment-provider'
import { testStartInput } from '../start-input-fixture'
import { createPayoneProvider } from './create-payone-provider'
import { md5Hex } from './payone-protocol'

const PORTAL_KEY = 'sim-portal-key-2026'
let app: FastifyInstance
let base = ''
let config: PayoneConfig
let provider: PaymentProvider
const received: ProviderNotification[] = []

beforeAll(async () => {
  app = Fastify()
  registerPayoneSim(app, {
    portalKey: PORTAL_KEY,
    shopNotifyUrl: () => `${base}/shop/notify`,
    publicBase: () => base,
    slowAnswerMs: 3_000,
    notifyRetryDelaysMs: [50, 100],
  })
  // The shop's side, as the integrator's notification route will be: verify, record, answer TSOK.
  app.register(async (shop) => {
    shop.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) => done(null, body))
    shop.post('/shop/notify', async (request, reply) => {
      try {
        const contentType = request.headers['content-type'] ?? ''
        received.push(await provider.readNotification({ headers: request.headers, rawBody: String(request.body), contentType }))
        return reply.type(provider.notificationAnswer.contentType).send(provider.notificationAnswer.body)
      } catch (error) {
        if (error instanceof NotificationRejected) return reply.code(403).send('rejected')
        throw error
      }
    })
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  config = {
    mid: '12345',
    portalId: '2012345',
    aid: '12346',
    key: PORTAL_KEY,
    mode: 'test',
    apiUrl: `${base}/payone/post-gateway/`,
    clientScriptUrl: `${base}/payone/client-api/js/v1/payone_hosted_min.js`,
  }
  provider = createPayoneProvider(config, { timeoutMs: 2_000 })
})

afterAll(async () => {
  await app.close()
})

/** The hosted fields' card check, as the cardpan frame posts it. */
async function pseudocardpanOf(cardpan: string): Promise<string> {
  const response = await fetch(`${base}/payone/client-api/creditcardcheck`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      params: provider.clientConfig()?.request,
      cardpan,
      cardcvc2: '123',
      cardexpiremonth: '12',
      cardexpireyear: '2030',
    }),
  })
  const answer = (await response.json()) as Record<string, string>
  expect(answer.status).toBe('VALID')
  return answer.pseudocardpan ?? ''
}

function startInput(pseudocardpan: string, lastName = 'Berger'): StartInput {
  const card = {
    pseudocardpan,
    truncatedcardpan: '411111XXXXXX1111',
    cardtype: 'V',
    cardexpiredate: '3012',
    firstName: 'Anna',
    lastName,
  }
  return testStartInput({ card })
}

async function waitFor<T>(find: () => T | undefined, ms = 3_000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() > until) throw new Error('waited in vain')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const eventsOf = (txid: string) => received.filter((n) => n.providerRef === txid)

async function simTransactions(): Promise<Record<string, { state: string; captures: number; capturedAmount: number }>> {
  return (await fetch(`${base}/payone/_sim/transactions`)).json() as never
}

async function approvedPayment() {
  const input = startInput(await pseudocardpanOf(PAYONE_TEST_CARDS.approved.cardpan))
  const result = await provider.start(input)
  if (result.kind !== 'authorized') throw new Error(`expected authorized, got ${result.kind}`)
  return { ...input, providerRef: result.providerRef }
}

describe('PAYONE adapter against the simulator', () => {
  it('an ordinary card is authorized at once and PAYONE then sends appointed', async () => {
    const payment = await approvedPayment()
    const appointed = await waitFor(() => eventsOf(payment.providerRef).find((n) => n.kind === 'authorized'))
    expect(appointed).toMatchObject({
      eventId: `payone:${payment.providerRef}:0:appointed`,
      paymentId: payment.paymentId,
      order: 0,
    })
    expect(appointed.raw).not.toHaveProperty('key')
  })

  it('a card that asks for 3-D Secure redirects to the issuer page; Confirm sends appointed, then returns to the shop', async () => {
    const input = startInput(await pseudocardpanOf(PAYONE_TEST_CARDS.threeDSecure.cardpan))
    const result = await provider.start(input)
    if (result.kind !== 'redirect') throw new Error(result.kind)
    expect(result.redirectUrl).toBe(`${base}/payone/3ds/${result.providerRef}`)
    const page = await (await fetch(result.redirectUrl)).text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('Complete 3-D Secure')
    expect(page).toMatch(/min-height: 44px/)

    const back = await fetch(`${result.redirectUrl}/confirm`, { method: 'POST', redirect: 'manual' })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(input.successUrl)
    expect(eventsOf(result.providerRef).map((n) => n.kind)).toEqual(['authorized'])
    const payment = { ...input, providerRef: result.providerRef }
    expect(await provider.confirm(payment, { payment: input.paymentId, result: 'success' })).toMatchObject({ kind: 'pending' })
    expect(await provider.capture(payment)).toMatchObject({ kind: 'captured' })
  })

  it('Fail on the 3-D Secure page returns to the errorurl and the return reads as declined', async () => {
    const input = startInput(await pseudocardpanOf(PAYONE_TEST_CARDS.threeDSecure.cardpan))
    const result = await provider.start(input)
    if (result.kind !== 'redirect') throw new Error(result.kind)
    const back = await fetch(`${result.redirectUrl}/fail`, { method: 'POST', redirect: 'manual' })
    expect(back.headers.get('location')).toBe(input.errorUrl)
    expect(eventsOf(result.providerRef).map((n) => n.kind)).toEqual(['failed'])
    const state = await provider.confirm({ ...input, providerRef: result.providerRef }, { result: 'error' })
    expect(state).toMatchObject({ kind: 'failed', failure: 'declined' })
    expect(await provider.confirm(input, { result: 'cancel' })).toMatchObject({ kind: 'failed', failure: 'cancelled' })
  })

  it('a declined card fails as declined and keeps PAYONE errorcode and customermessage', async () => {
    const result = await provider.start(startInput(await pseudocardpanOf(PAYONE_TEST_CARDS.declined.cardpan)))
    expect(result).toMatchObject({ kind: 'failed', failure: 'declined', providerRef: null })
    if (result.kind !== 'failed') return
    expect(result.response).toMatchObject({ status: 'ERROR', errorcode: '2' })
    expect(result.response.customermessage).toBeTruthy()
    const byName = await provider.start(startInput(PAYONE_TEST_CARDS.approved.pseudocardpan, PAYONE_TEST_LAST_NAMES.declined))
    expect(byName).toMatchObject({ kind: 'failed', failure: 'declined' })
  })

  it('no answer in time, or no PAYONE at all, is a providerError and never a throw', async () => {
    const impatient = createPayoneProvider(config, { timeoutMs: 200 })
    const slow = await impatient.start(startInput(PAYONE_TEST_CARDS.timeout.pseudocardpan))
    expect(slow).toMatchObject({ kind: 'failed', failure: 'providerError', providerRef: null })
    const nowhere = createPayoneProvider({ ...config, apiUrl: 'http://127.0.0.1:9/post-gateway/' }, { timeoutMs: 500 })
    expect(await nowhere.start(startInput(PAYONE_TEST_CARDS.approved.pseudocardpan))).toMatchObject({ failure: 'providerError' })
    expect(await nowhere.capture({ ...startInput('x'), providerRef: '1' })).toMatchObject({ failure: 'providerError' })
  })

  it('a capture sent twice captures once, and PAYONE reports capture and paid', async () => {
    const payment = await approvedPayment()
    const first = await provider.capture(payment)
    const again = await provider.capture(payment)
    expect(first).toMatchObject({ kind: 'captured', captureRef: `${payment.providerRef}:1` })
    expect(again).toEqual(first)
    expect((await simTransactions())[payment.providerRef]).toMatchObject({
      state: 'captured',
      captures: 1,
      capturedAmount: 12_345,
    })
    await waitFor(() => (eventsOf(payment.providerRef).some((n) => n.raw.txaction === 'paid') ? true : undefined))
    expect(eventsOf(payment.providerRef).map((n) => [n.kind, n.order])).toEqual([
      ['authorized', 0],
      ['captured', 1],
      ['captured', 1],
    ])
  })

  it('void releases the preauthorization; voiding twice is no error and nothing can be captured after', async () => {
    const payment = await approvedPayment()
    await provider.void(payment)
    await provider.void(payment)
    expect((await simTransactions())[payment.providerRef]).toMatchObject({ state: 'voided', captures: 0 })
    expect(await provider.capture(payment)).toMatchObject({ kind: 'failed', failure: 'providerError' })
    await expect(provider.void({ ...payment, providerRef: null })).resolves.toBeUndefined()
  })

  it('a TransactionStatus with a wrong key is rejected', async () => {
    const body = new URLSearchParams({ key: md5Hex('not-the-portal-key'), txaction: 'paid', txid: '1', sequencenumber: '1' })
    const incoming = { headers: {}, rawBody: body.toString(), contentType: 'application/x-www-form-urlencoded' }
    await expect(provider.readNotification(incoming)).rejects.toBeInstanceOf(NotificationRejected)
    const keyless = { ...incoming, rawBody: 'txaction=paid&txid=1' }
    await expect(provider.readNotification(keyless)).rejects.toBeInstanceOf(NotificationRejected)
  })

  it('a duplicate TransactionStatus carries the same eventId; a late one an older order', async () => {
    const payment = await approvedPayment()
    await waitFor(() => eventsOf(payment.providerRef)[0])
    const resent = await fetch(`${base}/payone/_sim/resend/${payment.providerRef}`, { method: 'POST' })
    expect(await resent.json()).toEqual({ shopAnswer: 'TSOK' })
    await provider.capture(payment)
    await waitFor(() => (eventsOf(payment.providerRef).length >= 4 ? true : undefined))
    await fetch(`${base}/payone/_sim/send/${payment.providerRef}/appointed`, { method: 'POST' })
    const events = eventsOf(payment.providerRef)
    expect(events[0]?.eventId).toBe(events[1]?.eventId)
    expect(events.at(-1)).toMatchObject({ eventId: `payone:${payment.providerRef}:0:appointed`, order: 0 })
    expect(events.at(-2)?.order).toBe(1)
  })

  it('clientConfig is the hosted iFrames request with HMAC-SHA384 over the sorted values, keyed with the portal key', () => {
    const client = provider.clientConfig()
    const { hash, ...request } = client?.request ?? {}
    expect(client?.scriptUrl).toBe(config.clientScriptUrl)
    expect(request).toEqual({
      request: 'creditcardcheck',
      responsetype: 'JSON',
      mode: 'test',
      mid: '12345',
      aid: '12346',
      portalid: '2012345',
      encoding: 'UTF-8',
      storecarddata: 'yes',
    })
    // aid, encoding, mid, mode, portalid, request, responsetype, storecarddata
    const data = '12346UTF-812345test2012345creditcardcheckJSONyes'
    expect(hash).toBe(createHmac('sha384', PORTAL_KEY).update(data).digest('hex'))
  })

  it('serves the hosted-fields script and a field page for each field', async () => {
    const script = await (await fetch(config.clientScriptUrl)).text()
    expect(script).toContain('HostedIFrames')
    expect(script).toContain('creditCardCheck')
    const field = await fetch(`${base}/payone/client-api/field/cardpan?origin=http%3A%2F%2Fshop.test&lang=de`)
    expect(await field.text()).toContain('aria-label="Kartennummer"')
    expect((await fetch(`${base}/payone/client-api/field/iban`)).status).toBe(404)
  })
})

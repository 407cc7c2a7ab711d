/**
 * `npm run bench:kill-payments` (issue 33): two customers pay by card as fast as they can against
 * the PAYONE simulator (every other payment through 3-D Secure) while the shop is killed with SIGKILL
 * 10 times. The client acts like the SPA: placeOrder with its Idempotency-Key, then start, 3-D Secure
 * and the return, each sent again after a crash; a payment still pending after 20 s is left to the
 * shop's job. At the end the shop runs until its payment job has finished what the kills left, and
 * the money is counted on both sides: orders without their payment, captured payments without their
 * order, payments captured twice, and reservations left standing.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { DEMO } from '../../server/test/auth-helpers'
import { startShopServer } from '../fixtures/shop-server'
import { PAYONE_TEST_CARDS } from '../payment-sim/payone/payone-test-cards'
import { simPaymentEnv, startPaymentSim } from '../payment-sim/start-payment-sim'
import { wellStockedSkus } from './bench-kit'
import { createOrderClient } from './order-client'

const PORT = Number(process.env.KILL_PORT ?? 3997)
const KILLS = Number(process.env.KILLS ?? 10)
const PAYMENTS_PER_CUSTOMER = Number(process.env.PAYMENTS ?? 20)
const DATA_DIR = path.resolve('.tmp/kill-payments-data')
const CUSTOMERS = [DEMO.werkstatt, DEMO.flotte]
const LOCALE = { languageID: 'de', countryID: 'DE' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const client = createOrderClient(PORT)
const base = `http://127.0.0.1:${PORT}`
const sim = await startPaymentSim({ shopUrl: base })
const start = () =>
  startShopServer(
    { PORT: String(PORT), DATA_DIR, STATIC_DIR: path.join(DATA_DIR, 'no-dist'), PUBLIC_URL: base, ...simPaymentEnv(sim.url) },
    'ignore',
  )

type State = { status: string; redirectUrl?: string }

/** A call without a key (start, return, status), asked again after a crash until the shop answers. */
async function ask(token: string, url: string, method: 'GET' | 'POST', body?: object): Promise<State> {
  for (;;) {
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          origin: `http://localhost:${PORT}`,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
        },
        ...(body ? { body: JSON.stringify(body) } : method === 'POST' ? { body: '{}' } : {}),
      })
      if (response.status === 200) return (await response.json()) as State
    } catch {}
    await sleep(200)
  }
}

async function pay(token: string, sku: string, n: number, outcome: Record<string, number>) {
  const which = n % 2 === 0 ? 'approved' : 'threeDSecure'
  await client.call(token, '/api/checkout/cart/add', { items: [{ sku, qty: 1 }], ...LOCALE }, crypto.randomUUID())
  const quote = await client.call(token, '/api/checkout/cart/getQuote', LOCALE)
  const card = PAYONE_TEST_CARDS[which]
  const placed = await client.call(
    token,
    '/api/checkout/placeOrder',
    {
      ...LOCALE,
      basHash: quote.basHash,
      shipping: { kind: 'billing' },
      transportId: 'standard',
      paymentId: 'card',
      customerOrderReference: `KP-${n}`,
      acceptPolicy: true,
      card: {
        pseudocardpan: card.pseudocardpan,
        truncatedcardpan: `411111XXXXXX${card.cardpan.slice(-4)}`,
        cardtype: card.cardtype,
        cardexpiredate: '3012',
        firstName: 'Kill',
        lastName: 'Test',
      },
    },
    crypto.randomUUID(),
  )
  const { paymentId } = (placed as { payment: { paymentId: string } }).payment
  let state = await ask(token, `/api/checkout/payments/${paymentId}/start`, 'POST')
  if (state.status === 'redirect' && state.redirectUrl) {
    await fetch(state.redirectUrl.replace(/\/3ds\/(\d+)$/, '/3ds/$1/confirm'), { method: 'POST', redirect: 'manual' })
    state = await ask(token, `/api/checkout/payments/${paymentId}/return`, 'POST', { result: 'success', query: {} })
  }
  for (let i = 0; i < 100 && state.status === 'pending'; i++) {
    await sleep(200)
    state = await ask(token, `/api/checkout/payments/${paymentId}`, 'GET')
  }
  outcome[state.status] = (outcome[state.status] ?? 0) + 1
}

async function main() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true })
  let server: ChildProcess = await start()
  const skus = wellStockedSkus(DATA_DIR)
  const outcome: Record<string, number> = {}
  let finished = false
  const work = Promise.all(
    CUSTOMERS.map(async (customer, index) => {
      const token = await client.login(customer)
      for (let n = 0; n < PAYMENTS_PER_CUSTOMER; n++) await pay(token, skus[(index * 25 + n) % skus.length] as string, n, outcome)
    }),
  ).finally(() => {
    finished = true
  })
  let kills = 0
  while (kills < KILLS && !finished) {
    await sleep(800 + Math.random() * 1200)
    server.kill('SIGKILL')
    await new Promise((resolve) => server.once('exit', resolve))
    kills++
    server = await start()
  }
  await work
  // The payment job (every minute, for steps older than a minute) finishes what the kills cut off.
  const db = new SQLite(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true })
  const unfinished = () =>
    (db.prepare("SELECT count(*) AS n FROM payments WHERE status IN ('authorized','capturing','voiding')").get() as { n: number })
      .n
  const waitStarted = Date.now()
  while (unfinished() > 0 && Date.now() - waitStarted < 180_000) await sleep(1000)
  await sleep(2000)
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))

  const payments = db.prepare('SELECT payment_id, status, order_number FROM payments').all() as Array<{
    payment_id: string
    status: string
    order_number: string | null
  }>
  const orders = db.prepare("SELECT order_number, payment_ref FROM orders WHERE payment_id = 'card'").all() as Array<{
    order_number: string
    payment_ref: string | null
  }>
  db.close()
  const transactions = Object.values(
    (await (await fetch(`${sim.url}/payone/_sim/transactions`)).json()) as Record<
      string,
      { reference: string; state: string; captures: number; capturedAmount: number }
    >,
  )
  await sim.close()
  const paid = new Map(payments.filter((p) => p.status === 'paid').map((p) => [p.payment_id, p]))
  const capturedAtProvider = transactions.filter((tx) => tx.capturedAmount > 0)
  const byStatus: Record<string, number> = {}
  for (const payment of payments) byStatus[payment.status] = (byStatus[payment.status] ?? 0) + 1
  console.log(
    JSON.stringify(
      {
        kills,
        paymentsTried: CUSTOMERS.length * PAYMENTS_PER_CUSTOMER,
        clientSaw: outcome,
        shopPaymentsByStatus: byStatus,
        ordersPaidByCard: orders.length,
        ordersWithoutTheirPayment: orders.filter((order) => !order.payment_ref || !paid.has(order.payment_ref)).length,
        paymentsCapturedWithoutOrder: capturedAtProvider.filter(
          (tx) => !orders.some((order) => order.payment_ref === tx.reference),
        ).length,
        capturedTwice: transactions.filter((tx) => tx.captures > 1).length,
        reservationsLeftStanding: transactions.filter((tx) => tx.state === 'authorized').length,
        callsSentAgain: client.sentAgain(),
      },
      null,
      2,
    ),
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

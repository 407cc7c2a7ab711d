/**
 * `npm run bench:webhooks` (issue 29), against the real server process and a receiver process:
 * (a) latency: orders placed over HTTP at 100 a minute for BENCH_SECONDS (120) by three customers;
 *     the time from the order's commit (the event's timestamp, taken in its transaction) to the
 *     receiver, p50/p99;
 * (b) kill: three customers place orders as fast as they can while the shop is killed with SIGKILL
 *     KILLS (10) times; clients send each change again with its key after a crash (the offline queue).
 *     Then: orders placed, events received, lost (stored but never received) and orders delivered
 *     under two webhook-ids (must both be 0). `npm run bench:webhooks -- latency|kill` runs one part.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { DEMO } from '../../server/test/auth-helpers'
import { startShopServer } from '../fixtures/shop-server'
import { freePort, percentile, wellStockedSkus } from './bench-kit'
import { createOrderClient } from './order-client'

const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 120)
const ORDERS_PER_MINUTE = Number(process.env.ORDERS_PER_MINUTE ?? 100)
const KILLS = Number(process.env.KILLS ?? 10)
const KILL_ORDERS_PER_CUSTOMER = Number(process.env.ORDERS ?? 40)
// Three logins that may fill a cart (as in kill-orders.ts).
const CUSTOMERS = [DEMO.werkstatt, DEMO.flotte, DEMO.admin]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Line = { id: string; type: string; first: string | null; eventAt: number; receivedAt: number; verified: boolean }

/** A shop of its own on a fresh data folder, with one webhook endpoint for order.placed pointing at a receiver process. */
async function setUp(name: string) {
  const dataDir = path.resolve(`.tmp/webhooks-bench-${name}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  const port = await freePort()
  const receiverPort = await freePort()
  const start = () =>
    startShopServer({ PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-dist') }, 'ignore')
  let server = await start()
  const client = createOrderClient(port)
  const kih = (await client.call(await client.login(DEMO.admin), '/api/loginKih', {})).accessToken as string
  const created = await fetch(`http://127.0.0.1:${port}/api/admin/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${kih}` },
    body: JSON.stringify({
      url: `http://127.0.0.1:${receiverPort}/erp`,
      description: 'bench',
      events: ['order.placed'],
      enabled: true,
    }),
  })
  if (created.status !== 201) throw new Error(`endpoint: ${created.status} ${await created.text()}`)
  const { secret } = (await created.json()) as { secret: string }
  const outFile = path.join(dataDir, 'received.jsonl')
  const receiver = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/webhook-receiver-process.ts'], {
    env: { ...process.env, PORT: String(receiverPort), WEBHOOK_SECRET: secret, OUT_FILE: outFile },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  // A bench that fails half-way leaves no shop or receiver behind.
  process.on('exit', () => {
    server.kill('SIGKILL')
    receiver.kill('SIGKILL')
  })
  await new Promise((resolve) => receiver.once('message', resolve))
  const skus = wellStockedSkus(dataDir)
  const tokens = await Promise.all(CUSTOMERS.map((customer) => client.login(customer)))
  const received = (): Line[] =>
    fs.existsSync(outFile)
      ? fs
          .readFileSync(outFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Line)
      : []
  /** Order numbers (first parts) of the bench's orders as the database holds them. */
  const storedOrders = () => {
    const db = new SQLite(path.join(dataDir, 'shop.sqlite'), { readonly: true })
    const rows = db.prepare("SELECT order_number FROM orders WHERE customer_order_reference LIKE 'W%' AND part = 'first'").all()
    db.close()
    return (rows as Array<{ order_number: string }>).map((row) => row.order_number)
  }
  return {
    client,
    skus,
    tokens,
    received,
    storedOrders,
    async restart() {
      server.kill('SIGKILL')
      await new Promise((resolve) => server.once('exit', resolve))
      server = await start()
    },
    async waitForAll(timeoutMs: number) {
      const until = Date.now() + timeoutMs
      const missing = () => {
        const got = new Set(received().map((line) => line.first))
        return storedOrders().filter((number) => !got.has(number))
      }
      while (missing().length > 0 && Date.now() < until) await sleep(250)
    },
    async tearDown() {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
      receiver.kill('SIGTERM')
    },
  }
}

async function latency() {
  const bench = await setUp('latency')
  const total = Math.round((BENCH_SECONDS * ORDERS_PER_MINUTE) / 60)
  const gapMs = 60_000 / ORDERS_PER_MINUTE
  const chains: Array<Promise<unknown>> = CUSTOMERS.map(() => Promise.resolve())
  const started = Date.now()
  for (let n = 0; n < total; n++) {
    await sleep(Math.max(0, started + n * gapMs - Date.now()))
    const c = n % CUSTOMERS.length
    chains[c] = (chains[c] as Promise<unknown>).then(() =>
      bench.client.placeOrder(bench.tokens[c] as string, bench.skus[n % bench.skus.length] as string, `W-${n}`),
    )
  }
  await Promise.all(chains)
  await bench.waitForAll(30_000)
  const lines = bench.received()
  await bench.tearDown()
  const ms = lines.map((line) => line.receivedAt - line.eventAt).sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      part: 'latency',
      ordersPerMinute: ORDERS_PER_MINUTE,
      seconds: BENCH_SECONDS,
      orders: total,
      received: lines.length,
      verified: lines.filter((line) => line.verified).length,
      commitToReceiverMs: { p50: percentile(ms, 0.5), p99: percentile(ms, 0.99), max: ms.at(-1) },
    }),
  )
}

async function kill() {
  const bench = await setUp('kill')
  const acknowledged: string[] = []
  let finished = false
  let kills = 0
  const work = Promise.all(
    CUSTOMERS.map(async (_, c) => {
      // At least ORDERS each, and on until the last kill: a fast machine must not end the burst before it.
      for (let n = 0; n < KILL_ORDERS_PER_CUSTOMER || kills < KILLS; n++) {
        await bench.client.placeOrder(bench.tokens[c] as string, bench.skus[n % bench.skus.length] as string, `W${c}-${n}`)
        acknowledged.push(`W${c}-${n}`)
      }
    }),
  ).finally(() => {
    finished = true
  })
  while (kills < KILLS && !finished) {
    await sleep(300 + Math.random() * 700)
    await bench.restart()
    kills++
  }
  await work
  await bench.waitForAll(60_000)
  const stored = bench.storedOrders()
  const lines = bench.received()
  await bench.tearDown()
  const idsPerOrder = new Map<string, Set<string>>()
  for (const line of lines) {
    if (!line.first) continue
    const ids = idsPerOrder.get(line.first) ?? new Set()
    ids.add(line.id)
    idsPerOrder.set(line.first, ids)
  }
  console.log(
    JSON.stringify({
      part: 'kill',
      kills,
      ordersPlaced: acknowledged.length,
      ordersStored: stored.length,
      requestsReceived: lines.length,
      eventsReceived: new Set(lines.map((line) => line.id)).size,
      sentAgainSameId: lines.length - new Set(lines.map((line) => line.id)).size,
      badSignatures: lines.filter((line) => !line.verified).length,
      lost: stored.filter((number) => !idsPerOrder.has(number)).length,
      deliveredUnderTwoIds: [...idsPerOrder.values()].filter((ids) => ids.size > 1).length,
    }),
  )
}

async function main() {
  const part = process.argv[2] ?? 'all'
  if (part === 'all' || part === 'latency') await latency()
  if (part === 'all' || part === 'kill') await kill()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

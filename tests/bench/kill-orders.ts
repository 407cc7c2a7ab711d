/**
 * `npm run bench:kill-orders` (issue 12): three customers place orders as fast as they can while the
 * server is killed with SIGKILL 20 times (the ERP outbox exports in the background all along). Each
 * order is one add-to-cart and one placeOrder, each with its own Idempotency-Key and the order's own
 * reference; after a crash the client sends the same call again with the same key, as the offline
 * queue does. At the end: how many orders were acknowledged, stored, exported, and how many ran twice.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { DEMO } from '../../server/test/auth-helpers'
import { startShopServer } from '../fixtures/shop-server'
import { wellStockedSkus } from './bench-kit'
import { createOrderClient } from './order-client'

const PORT = Number(process.env.KILL_PORT ?? 3996)
const KILLS = Number(process.env.KILLS ?? 20)
const ORDERS_PER_CUSTOMER = Number(process.env.ORDERS ?? 60)
const DATA_DIR = path.resolve('.tmp/kill-orders-data')
const CUSTOMERS = [DEMO.werkstatt, DEMO.flotte, DEMO.admin]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const start = () => startShopServer({ PORT: String(PORT), DATA_DIR, STATIC_DIR: path.join(DATA_DIR, 'no-dist') }, 'ignore')
const client = createOrderClient(PORT)

type Placed = { reference: string; acknowledged: boolean }

async function placeOrders(customerIndex: number, skus: string[], placed: Placed[]) {
  const token = await client.login(CUSTOMERS[customerIndex] as (typeof CUSTOMERS)[number])
  for (let n = 0; n < ORDERS_PER_CUSTOMER; n++) {
    const reference = `K${customerIndex}-${n}`
    const order: Placed = { reference, acknowledged: false }
    placed.push(order)
    await client.placeOrder(token, skus[n % skus.length] as string, reference)
    order.acknowledged = true
  }
}

async function main() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true })
  let server: ChildProcess = await start()
  const skus = wellStockedSkus(DATA_DIR)
  const placed: Placed[] = []
  let finished = false
  const work = Promise.all(CUSTOMERS.map((_, index) => placeOrders(index, skus, placed))).finally(() => {
    finished = true
  })
  let kills = 0
  let ordersOpenAtKills = 0
  while (kills < KILLS && !finished) {
    await sleep(300 + Math.random() * 700)
    ordersOpenAtKills += placed.filter((order) => !order.acknowledged).length
    server.kill('SIGKILL')
    await new Promise((resolve) => server.once('exit', resolve))
    kills++
    server = await start()
  }
  await work
  // Let the outbox export what is left, then stop gracefully.
  const outbox = path.join(DATA_DIR, 'outbox')
  const db = new SQLite(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true })
  const stored = db
    .prepare("SELECT order_number, customer_order_reference AS reference FROM orders WHERE customer_order_reference LIKE 'K%'")
    .all() as Array<{ order_number: string; reference: string }>
  for (let i = 0; i < 300 && stored.some((order) => !fs.existsSync(path.join(outbox, `${order.order_number}.json`))); i++)
    await sleep(100)
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  const firsts = db
    .prepare(
      "SELECT customer_order_reference AS reference FROM orders WHERE customer_order_reference LIKE 'K%' AND part = 'first'",
    )
    .all() as Array<{ reference: string }>
  db.close()
  const perReference = new Map<string, number>()
  for (const { reference } of firsts) perReference.set(reference, (perReference.get(reference) ?? 0) + 1)
  console.log(
    JSON.stringify({
      kills,
      ordersOpenAtKills,
      callsSentAgain: client.sentAgain(),
      customers: CUSTOMERS.length,
      ordersSent: placed.length,
      acknowledged: placed.filter((order) => order.acknowledged).length,
      stored: perReference.size,
      exported: stored.filter((order) => fs.existsSync(path.join(outbox, `${order.order_number}.json`))).length,
      storedOrderParts: stored.length,
      lost: placed.filter((order) => order.acknowledged && !perReference.has(order.reference)).length,
      ranTwiceOrMore: [...perReference.values()].filter((count) => count > 1).length,
    }),
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

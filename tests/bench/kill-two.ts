/**
 * `npm run bench:kill-two` (issue 27): two server instances on one PostgreSQL database, as behind a load
 * balancer, while one or the other is killed with SIGKILL (KILLS times, restarted at once). One customer
 * sends quick-order changes (each adds one unit of its own part), two others place orders (add, quote,
 * place) that the ERP outbox exports. Every call not answered is sent again with its Idempotency-Key to
 * whichever instance is up, as the offline queue and a load balancer do. Prints: lost, applied twice,
 * the longest time a call kept getting 409 (its first request died with an instance and held the key),
 * and the longest wait from an order's answer to its export file. Needs TEST_DATABASE_URL (a server the
 * bench may create a database on).
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { DEMO } from '../../server/test/auth-helpers'
import { createTestDatabase, testDatabaseUrl } from '../../server/test/postgres-test-database'
import { type Instance, spawnInstance } from '../../server/test/spawn-instance'
import { placeOrderBody } from './bench-kit'

const KILLS = Number(process.env.KILLS ?? 10)
const PARTS = 5000
const CHANGE_SENDERS = 6
/** An export still missing this long after the burst is counted as not exported (old leases lasted 15 minutes). */
const EXPORT_WAIT_CAP_S = Number(process.env.EXPORT_WAIT_CAP_S ?? 960)
const ORIGIN = { 'content-type': 'application/json', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The two slots behind the "load balancer": null while that instance is down. */
const slots: Array<Instance | null> = [null, null]
let turn = 0
function pick(): Instance | null {
  for (let i = 0; i < slots.length; i++) {
    const instance = slots[(turn + i) % slots.length]
    if (instance) {
      turn = (turn + i + 1) % slots.length
      return instance
    }
  }
  return null
}

let longest409Ms = 0
let answered409 = 0
let sentAgain = 0

/** One call, sent again (same key) after a dropped connection, a 5xx or a 409, until it is answered. */
async function call(token: string, route: string, body: object, key?: string): Promise<Record<string, unknown>> {
  let first409: number | undefined
  for (;;) {
    const instance = pick()
    if (instance) {
      try {
        const response = await fetch(`${instance.url}${route}`, {
          method: 'POST',
          headers: { ...ORIGIN, authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
          body: JSON.stringify(body),
        })
        if (response.status === 409) {
          answered409++
          first409 ??= Date.now()
        } else {
          if (first409 !== undefined) longest409Ms = Math.max(longest409Ms, Date.now() - first409)
          if (response.status === 200) return (await response.json()) as Record<string, unknown>
          if (response.status < 500) throw new Error(`${route} ${response.status}: ${await response.text()}`)
        }
      } catch (error) {
        if (error instanceof Error && error.message.startsWith(route)) throw error
      }
    }
    sentAgain++
    await sleep(250)
  }
}

const login = async (customer: { username: string; password: string }) =>
  (await call('', '/api/login', customer)).accessToken as string

type Change = { sku: string; acknowledged: boolean }
type Order = { reference: string; numbers: string[]; answeredAt: number | null }

async function sendChanges(token: string, queue: string[], changes: Change[], until: () => boolean) {
  while (!until() && queue.length > 0) {
    const change: Change = { sku: queue.shift() as string, acknowledged: false }
    changes.push(change)
    await call(token, '/api/quickorder/add', { items: [{ sku: change.sku, qty: 1 }] }, randomUUID())
    change.acknowledged = true
    await sleep(150)
  }
}

async function placeOrders(prefix: string, token: string, skus: string[], orders: Order[], until: () => boolean) {
  const locale = { languageID: 'de', countryID: 'DE' }
  for (let n = 0; !until(); n++) {
    const order: Order = { reference: `${prefix}-${n}`, numbers: [], answeredAt: null }
    orders.push(order)
    await call(token, '/api/checkout/cart/add', { items: [{ sku: skus[n % skus.length], qty: 1 }], ...locale }, randomUUID())
    const quote = await call(token, '/api/checkout/cart/getQuote', locale)
    const placed = await call(
      token,
      '/api/checkout/placeOrder',
      placeOrderBody(locale, quote.basHash, order.reference),
      randomUUID(),
    )
    const numbers = placed.orderNumbers as { first: string; second: string | null }
    order.numbers = [numbers.first, ...(numbers.second ? [numbers.second] : [])]
    order.answeredAt = Date.now()
  }
}

async function main() {
  if (!testDatabaseUrl) throw new Error('set TEST_DATABASE_URL to a PostgreSQL server the bench may create a database on')
  const database = await createTestDatabase(PARTS, false)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kill-two-'))
  fs.mkdirSync(path.join(dir, 'dist'))
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>shop</title>')
  const dataDir = path.join(dir, 'data')
  const env = {
    DATABASE_URL: database.url,
    SESSION_SECRET: 'two-instances-share-this-secret-of-40-chars',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dir, 'dist'),
    DEMO_USERS: 'true',
    LOG_LEVEL: 'error',
    LOG_FORMAT: 'json',
    RATE_LIMIT_PER_MINUTE: '1000000',
  }
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  const partsWithStock = async (least: number) =>
    (
      await client.query<{ sku: string }>(
        "SELECT vendor_id || '-' || sku AS sku FROM parts WHERE stock_total >= $1 ORDER BY id",
        [least],
      )
    ).rows.map((part) => part.sku)
  // Orders cycle through the parts with the most stock; every change adds a part of its own.
  const orderSkus = await partsWithStock(500)
  const changeQueue = (await partsWithStock(50)).filter((sku) => !orderSkus.includes(sku))

  ;[slots[0], slots[1]] = await Promise.all([spawnInstance(env), spawnInstance(env)])
  const outbox = path.join(dataDir, 'outbox')
  const exportedAt = new Map<string, number>()
  const watcher = setInterval(() => {
    if (!fs.existsSync(outbox)) return
    for (const name of fs.readdirSync(outbox))
      if (name.endsWith('.json') && !exportedAt.has(name)) exportedAt.set(name, Date.now())
  }, 100)

  let killing = true
  const until = () => !killing
  const changes: Change[] = []
  const orders: Order[] = []
  const [werkstatt, flotte, admin] = await Promise.all([login(DEMO.werkstatt), login(DEMO.flotte), login(DEMO.admin)])
  const work = Promise.all([
    ...Array.from({ length: CHANGE_SENDERS }, () => sendChanges(werkstatt, changeQueue, changes, until)),
    placeOrders('KT-F', flotte, orderSkus, orders, until),
    placeOrders('KT-A', admin, orderSkus.slice(100), orders, until),
  ])
  let kills = 0
  const started = Date.now()
  for (; kills < KILLS; kills++) {
    await sleep(1000 + Math.random() * 1500)
    const slot = kills % 2
    const victim = slots[slot] as Instance
    slots[slot] = null
    victim.process.kill('SIGKILL')
    await new Promise((resolve) => (victim.process.exitCode !== null ? resolve(null) : victim.process.once('exit', resolve)))
    slots[slot] = await spawnInstance(env)
  }
  killing = false
  await work
  const burstSeconds = (Date.now() - started) / 1000

  const waitingFor = () => orders.flatMap((order) => order.numbers).filter((number) => !exportedAt.has(`${number}.json`))
  for (let waited = 0; waited < EXPORT_WAIT_CAP_S * 10 && waitingFor().length > 0; waited++) await sleep(100)
  clearInterval(watcher)
  await Promise.all(slots.map((instance) => instance?.stop()))

  const { rows: lines } = await client.query<{ sku: string; qty: number }>(
    `SELECT ci.vendor_id || '-' || ci.sku AS sku, ci.qty FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
      WHERE c.customer_id = (SELECT customer_id FROM contacts WHERE email = $1)`,
    [DEMO.werkstatt.username],
  )
  const { rows: stored } = await client.query<{ reference: string; n: number }>(
    "SELECT customer_order_reference AS reference, count(*)::int AS n FROM orders WHERE part = 'first' AND customer_order_reference LIKE 'KT-%' GROUP BY 1",
  )
  await client.end()
  await database.drop()
  fs.rmSync(dir, { recursive: true, force: true })

  const qty = new Map(lines.map((line) => [line.sku, Number(line.qty)]))
  const times = changes.filter((change) => change.acknowledged).map((change) => qty.get(change.sku) ?? 0)
  const perReference = new Map(stored.map((row) => [row.reference, row.n]))
  const answered = orders.filter((order) => order.answeredAt !== null)
  const waits = answered.flatMap((order) =>
    order.numbers.map((number) => (exportedAt.get(`${number}.json`) ?? Number.POSITIVE_INFINITY) - (order.answeredAt as number)),
  )
  console.log(
    JSON.stringify({
      kills,
      burstSeconds,
      changesAcknowledged: times.length,
      changesLost: times.filter((n) => n === 0).length,
      changesAppliedTwice: times.filter((n) => n > 1).length,
      ordersAcknowledged: answered.length,
      ordersLost: answered.filter((order) => !perReference.has(order.reference)).length,
      ordersPlacedTwice: [...perReference.values()].filter((n) => n > 1).length,
      answered409,
      callsSentAgain: sentAgain,
      longest409WindowSeconds: longest409Ms / 1000,
      exportsNotWithinCap: waits.filter((wait) => !Number.isFinite(wait)).length,
      longestExportWaitSeconds: Math.max(0, ...waits.filter(Number.isFinite)) / 1000,
    }),
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

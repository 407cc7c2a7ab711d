import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeOrderBody } from './checkout/cart-test-kit'
import { DEMO, SAME_ORIGIN } from './test/auth-helpers'
import { createTestDatabase, testDatabaseUrl } from './test/postgres-test-database'
import { type Instance, spawnInstance } from './test/spawn-instance'

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: what one instance does,
 * the other honours. Runs in the PostgreSQL pass (TEST_DATABASE_URL) only.
 */
let database: { url: string; drop(): Promise<void> }
let dir: string
let env: Record<string, string>
let instances: Instance[] = []

async function startBoth() {
  instances = await Promise.all([spawnInstance(env), spawnInstance(env)])
}
async function stopBoth() {
  await Promise.all(instances.map((instance) => instance.stop()))
}

beforeAll(async () => {
  if (!testDatabaseUrl) return
  database = await createTestDatabase(400, false)
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-instances-'))
  fs.mkdirSync(path.join(dir, 'dist'))
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>shop</title>')
  // Several instances share one DATA_DIR (mail, outbox, download files) and one SESSION_SECRET.
  env = {
    DATABASE_URL: database.url,
    SESSION_SECRET: 'two-instances-share-this-secret-of-40-chars',
    DATA_DIR: path.join(dir, 'data'),
    STATIC_DIR: path.join(dir, 'dist'),
    DEMO_USERS: 'true',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
  }
  await startBoth()
}, 120_000)

afterAll(async () => {
  if (!testDatabaseUrl) return
  await stopBoth()
  await database.drop()
  fs.rmSync(dir, { recursive: true, force: true })
})

const send = (instance: Instance, method: string, url: string, options: { cookie?: string; key?: string; body?: unknown } = {}) =>
  fetch(`${instance.url}${url}`, {
    method,
    headers: {
      ...SAME_ORIGIN,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })

async function loginOn(instance: Instance) {
  const response = await send(instance, 'POST', '/api/login', { body: DEMO.werkstatt })
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('session='))
  if (!cookie) throw new Error(`login ${response.status}`)
  return cookie.split(';')[0] as string
}

async function someSkus(count: number) {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  const { rows } = await client.query('SELECT vendor_id, sku FROM parts WHERE stock_total >= 50 ORDER BY id LIMIT $1', [count])
  await client.end()
  return rows.map((row) => `${row.vendor_id}-${row.sku}`)
}

async function query<T extends pg.QueryResultRow>(text: string) {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

type Quote = { basHash: string; items: Array<{ vendorId: string; sku: string; qty: number }> }
const quoteOn = async (instance: Instance, cookie: string) =>
  (await (
    await send(instance, 'POST', '/api/checkout/cart/getQuote', { cookie, body: { languageID: 'de', countryID: 'DE' } })
  ).json()) as Quote

const mails = () => {
  const folder = path.join(env.DATA_DIR as string, 'mail')
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.eml')) : []
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 600; i += 1) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('gave up waiting')
}

describe.skipIf(!testDatabaseUrl)('two instances on one PostgreSQL database', () => {
  it('a session made on one is valid on the other, and a logout on one is honoured by the other', async () => {
    const [a, b] = instances as [Instance, Instance]
    const cookie = await loginOn(a)
    expect((await send(b, 'POST', '/api/getfeatures', { cookie })).status).toBe(200)
    expect((await send(b, 'POST', '/api/logout', { cookie })).status).toBe(204)
    const after = await send(a, 'POST', '/api/getfeatures', { cookie })
    expect(after.status).toBe(401)
    expect(((await after.json()) as { code: string }).code).toBe('SESSION_INVALID')
  })

  it('the same Idempotency-Key sent to both at once applies once', async () => {
    const [a, b] = instances as [Instance, Instance]
    const cookie = await loginOn(a)
    const [sku] = await someSkus(1)
    const key = randomUUID()
    const body = { items: [{ sku, qty: 3 }] }
    const answers = await Promise.all(
      [a, b].map((instance) => send(instance, 'POST', '/api/checkout/cart/add', { cookie, key, body })),
    )
    // One applies it; the other replays its answer or says the same change is still running.
    expect(answers.map((answer) => answer.status).sort()).toContain(200)
    const quote = await quoteOn(b, cookie)
    expect(quote.items.find((item) => `${item.vendorId}-${item.sku}` === sku)?.qty).toBe(3)
  })

  it('a job is done once: two instances starting together send each order confirmation once', async () => {
    const [a] = instances as [Instance]
    const cookie = await loginOn(a)
    const skus = await someSkus(3)
    for (const sku of skus) {
      await send(a, 'POST', '/api/checkout/cart/add', { cookie, key: randomUUID(), body: { items: [{ sku, qty: 1 }] } })
      const quote = await quoteOn(a, cookie)
      const placed = await send(a, 'POST', '/api/checkout/placeOrder', {
        cookie,
        key: randomUUID(),
        body: placeOrderBody(quote.basHash),
      })
      expect(placed.status).toBe(200)
    }
    const pending = async () => (await query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE state = 'pending'"))[0]?.n
    await until(async () => (await pending()) === 0)
    expect(mails()).toHaveLength(3)

    // Every job due again while both are down; both start at once and race for them.
    await stopBoth()
    fs.rmSync(path.join(env.DATA_DIR as string, 'mail'), { recursive: true, force: true })
    await query("UPDATE jobs SET state = 'pending', attempts = 0, run_after = 0")
    await startBoth()
    await until(async () => (await pending()) === 0)
    expect(mails()).toHaveLength(3)
  }, 180_000)

  it('ten order clicks with different keys, split over both instances, order the cart once', async () => {
    const [a, b] = instances as [Instance, Instance]
    const cookie = await loginOn(a)
    const [sku] = await someSkus(1)
    await send(a, 'POST', '/api/checkout/cart/add', { cookie, key: randomUUID(), body: { items: [{ sku, qty: 1 }] } })
    const quote = await quoteOn(a, cookie)
    const reference = `TWO-INSTANCES-${Date.now()}`
    const body = placeOrderBody(quote.basHash, { customerOrderReference: reference })
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(i % 2 ? b : a, 'POST', '/api/checkout/placeOrder', { cookie, key: randomUUID(), body }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    console.log(`race[two instances] place order (one cart): allowed 1, succeeded ${statuses.filter((s) => s === 200).length}`)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    const placed = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE customer_order_reference = '${reference}'`,
    )
    expect(placed[0]?.n).toBe(1)
  })
})

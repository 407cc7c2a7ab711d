/**
 * `npm run bench:kill-burst` (issue 12): quick-order changes in concurrent bursts against the real
 * server while it is killed with SIGKILL 20 times; every change not yet acknowledged is sent again
 * with its Idempotency-Key after the restart, as the offline queue does. Each change adds one unit of
 * its own part, so the cart shows how often each ran: 1 is exactly once, 0 lost, 2+ ran twice.
 */
import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { startShopServer } from '../fixtures/shop-server'

const PORT = Number(process.env.KILL_PORT ?? 3997)
const KILLS = Number(process.env.KILLS ?? 20)
const CHANGES = Number(process.env.CHANGES ?? 2000)
const DATA_DIR = path.resolve('.tmp/kill-burst-data')
const BASE = `http://127.0.0.1:${PORT}`
const ORIGIN = { origin: `http://localhost:${PORT}`, 'sec-fetch-site': 'same-origin' }

const start = () => startShopServer({ PORT: String(PORT), DATA_DIR, STATIC_DIR: path.join(DATA_DIR, 'no-dist') }, 'ignore')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function login(): Promise<string> {
  const response = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ORIGIN },
    body: JSON.stringify({ username: 'werkstatt@example.com', password: 'Werkstatt-2026' }),
  })
  return (await response.json()).accessToken
}

type Change = { key: string; sku: string; acknowledged: boolean }

async function send(token: string, change: Change) {
  try {
    const response = await fetch(`${BASE}/api/quickorder/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': change.key, ...ORIGIN },
      body: JSON.stringify({ items: [{ sku: change.sku, qty: 1 }] }),
    })
    if (response.status === 200) change.acknowledged = true
  } catch {
    // The server died mid-request: sent again after the restart.
  }
}

async function main() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true })
  let server: ChildProcess = await start()
  const db = new SQLite(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true })
  const parts = db.prepare('SELECT vendor_id, sku FROM parts WHERE stock_total >= 50 ORDER BY id LIMIT ?').all(CHANGES) as Array<{
    vendor_id: string
    sku: string
  }>
  db.close()
  const changes: Change[] = parts.map((part) => ({
    key: randomUUID(),
    sku: `${part.vendor_id}-${part.sku}`,
    acknowledged: false,
  }))
  let token = await login()
  const perBurst = Math.ceil(CHANGES / KILLS)
  let inFlightAtKills = 0
  for (let kill = 0; kill < KILLS; kill++) {
    // The changes of this burst plus every earlier one not yet acknowledged, all at once.
    const waiting = changes.slice(0, (kill + 1) * perBurst).filter((change) => !change.acknowledged)
    let settled = 0
    const burst = Promise.all(waiting.map((change) => send(token, change).finally(() => settled++)))
    await sleep(50 + Math.random() * 350)
    inFlightAtKills += waiting.length - settled
    server.kill('SIGKILL')
    await burst
    server = await start()
    token = await login()
  }
  const acknowledgedBeforeLastRestart = changes.filter((change) => change.acknowledged).length
  // Retries as the offline queue does (409 "still running" waits for Retry-After).
  while (changes.some((change) => !change.acknowledged)) {
    await Promise.all(changes.filter((change) => !change.acknowledged).map((change) => send(token, change)))
    await sleep(1000)
  }
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  const after = new SQLite(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true })
  const rows = after.prepare("SELECT vendor_id || '-' || sku AS sku, qty FROM cart_items").all() as Array<{
    sku: string
    qty: number
  }>
  after.close()
  const qty = new Map(rows.map((row) => [row.sku, row.qty]))
  const times = changes.map((change) => qty.get(change.sku) ?? 0)
  console.log(
    JSON.stringify({
      kills: KILLS,
      changes: CHANGES,
      inFlightAtKills,
      acknowledgedBeforeLastRestart,
      acknowledgedInTheEnd: changes.filter((change) => change.acknowledged).length,
      stored: times.filter((n) => n >= 1).length,
      exactlyOnce: times.filter((n) => n === 1).length,
      lost: times.filter((n) => n === 0).length,
      ranTwiceOrMore: times.filter((n) => n > 1).length,
    }),
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

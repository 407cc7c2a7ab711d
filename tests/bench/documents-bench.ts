/**
 * `npm run bench:documents`: starts the real server on a fresh data folder (the 50,000-part demo
 * catalogue and the demo customers' ERP history are seeded on start), logs in as werkstatt and
 * sends REQUESTS × `GET /api/documents?q=<article number>` one at a time over one keep-alive
 * connection, the article numbers drawn (fixed seed) from that customer's invoice lines. Prints
 * p50/p95/p99 in ms, the same for a no-op route as a yardstick for the machine, and the size of
 * the demo history. Figures only: client and server share the machine's cores.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Random } from '../../server/catalog/random'
import { DEMO } from '../../server/test/auth-helpers'
import { startShopServer } from '../fixtures/shop-server'
import { apiLogin, freePort, percentile, timedRequest } from './bench-kit'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000)
const DATA_DIR = path.resolve('.tmp/bench-documents')

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

const get = (port: number, pathAndQuery: string, token: string) =>
  timedRequest(agent, port, { path: pathAndQuery, headers: { authorization: `Bearer ${token}` } })
const format = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b)
  return `p50_ms=${percentile(sorted, 0.5).toFixed(2)} p95_ms=${percentile(sorted, 0.95).toFixed(2)} p99_ms=${percentile(sorted, 0.99).toFixed(2)}`
}

/** Article numbers as a buyer copies them from an invoice of its own. */
function articleNumbers(customerId: string): string[] {
  const db = new SQLite(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true })
  const skus = db
    .prepare(
      `SELECT DISTINCT l.sku FROM document_lines l JOIN documents d ON d.document_id = l.document_id
       WHERE d.customer_id = ? AND d.type = 'invoice' AND l.vendor_id <> '' ORDER BY l.sku`,
    )
    .pluck()
    .all(customerId) as string[]
  db.close()
  const r = new Random(2026)
  return Array.from({ length: REQUESTS }, () => r.pick(skus))
}

function historySize() {
  const db = new SQLite(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true })
  const count = (query: string) => db.prepare(query).pluck().get() as number
  const byType = db.prepare('SELECT type, count(*) AS n FROM documents GROUP BY type ORDER BY type').all() as Array<{
    type: string
    n: number
  }>
  const size = {
    customers: count("SELECT count(DISTINCT customer_id) FROM orders WHERE source = 'erp'"),
    orders: count("SELECT count(*) FROM orders WHERE source = 'erp'"),
    orderLines: count(
      "SELECT count(*) FROM order_lines l JOIN orders o ON o.order_number = l.order_number WHERE o.source = 'erp'",
    ),
    documents: Object.fromEntries(byType.map((row) => [row.type, row.n])),
    documentLines: count('SELECT count(*) FROM document_lines'),
    shipments: count('SELECT count(*) FROM shipments'),
    parts: count('SELECT count(*) FROM parts'),
  }
  db.close()
  return size
}

fs.rmSync(DATA_DIR, { recursive: true, force: true })
const port = await freePort()
const startedAt = Date.now()
const server = await startShopServer({ DATA_DIR, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: '.tmp/bench-no-spa' }, [
  'ignore',
  'ignore',
  'inherit',
])
try {
  console.log(
    `server ready on a fresh data folder in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (catalogue + ERP history seeded)`,
  )
  const { token: accessToken, customerId } = await apiLogin(port, DEMO.werkstatt)
  const terms = articleNumbers(customerId)
  // Warm-up: JIT, SQLite page cache, the connection.
  for (const term of terms.slice(0, 100)) await get(port, `/api/documents?q=${encodeURIComponent(term)}`, accessToken)
  const search: number[] = []
  const noop: number[] = []
  let hits = 0
  for (const term of terms) {
    const response = await get(port, `/api/documents?q=${encodeURIComponent(term)}`, accessToken)
    if (response.status !== 200) throw new Error(`q=${term}: ${response.status} ${response.body}`)
    if ((JSON.parse(response.body) as { pagination: { total: number } }).pagination.total > 0) hits++
    search.push(response.ms)
    noop.push((await get(port, '/api/search/ping', accessToken)).ms)
  }
  console.log(`documents q=<article number> customer=${customerId} n=${REQUESTS} ${format(search)} found=${hits}/${REQUESTS}`)
  console.log(`no-op GET /api/search/ping n=${REQUESTS} ${format(noop)}`)
  console.log(`demo history: ${JSON.stringify(historySize())}`)
} finally {
  server.kill()
}

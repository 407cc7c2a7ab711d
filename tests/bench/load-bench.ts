/**
 * `npm run bench:load` (issue 12): the real server on a fresh database under saturation. autocannon
 * on loopback sends a mix of catalogue and cart reads (search as you type, the results page, product
 * by slug, a 40-line quote) at 50 and 100 connections, then each of the two slowest calls alone, and
 * prints req/s, p50, p99, errors and the server's peak RSS per run. Client and server share the
 * machine's cores, so compare figures taken in one run (`--duration 30` seconds per mixed run).
 */
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import SQLite from 'better-sqlite3'
import { DEMO } from '../../server/test/auth-helpers'
import { startShopServer } from '../fixtures/shop-server'
import { apiLogin, freePort, memoryMiB } from './bench-kit'

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const DURATION = argument('duration', 30)
const DATA_DIR = path.resolve('.tmp/load-bench-data')
const QUOTE_LINES = 40

type Request = autocannon.Request

async function run(port: number, pid: number, title: string, connections: number, duration: number, requests: Request[]) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration, requests })
  const failed = result.errors + result.timeouts + result.non2xx
  console.log(
    `${title.padEnd(34)} ${String(connections).padStart(3)} conn  ${result.requests.average.toFixed(0).padStart(6)} req/s` +
      `  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms` +
      `  errors ${failed}  peak RSS ${Math.round(memoryMiB(pid, 'VmHWM'))} MB`,
  )
}

async function main() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = await startShopServer({ PORT: String(port), DATA_DIR, STATIC_DIR: path.join(DATA_DIR, 'no-dist') }, 'ignore')
  const origin = { origin: `http://localhost:${port}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }
  try {
    const auth = { ...origin, authorization: `Bearer ${(await apiLogin(port, DEMO.werkstatt)).token}` }
    const db = new SQLite(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true })
    const parts = db.prepare('SELECT vendor_id, sku, slug FROM parts ORDER BY id LIMIT 500').all() as Array<{
      vendor_id: string
      sku: string
      slug: string
    }>
    db.close()
    const items = parts.slice(0, QUOTE_LINES).map((part) => ({ sku: `${part.vendor_id}-${part.sku}`, qty: 2 }))
    const added = await fetch(`${base}/api/checkout/cart/add`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ items }),
    })
    if (!added.ok) throw new Error(`filling the ${QUOTE_LINES}-line cart failed: ${added.status} ${await added.text()}`)

    let next = 0
    const anyPart = () => parts[next++ % parts.length] as (typeof parts)[number]
    const post = (pathName: string, body: () => object, headers: Record<string, string> = origin): Request => ({
      method: 'POST',
      path: pathName,
      headers,
      setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
    })
    const product = post('/api/products/product/', () => ({ slug: anyPart().slug, languageID: 'de', countryID: 'DE' }))
    const quote = post('/api/checkout/cart/getQuote', () => ({ languageID: 'de', countryID: 'DE' }), auth)
    const typeAhead = post('/api/search/partSearch', () => ({ searchTerm: anyPart().sku, languageID: 'de', countryID: 'DE' }))
    const results: Request = {
      method: 'GET',
      path: '/api/search/products?term=filter&languageID=de&countryID=DE&page=1&pageSize=20',
    }
    const mix = [typeAhead, product, quote, results]
    // A benchmark of 400s measures nothing: every call must answer 200 before the clock starts.
    for (const request of mix) {
      const setup = request.setupRequest as ((request: Request, context: object) => Request) | undefined
      const body = setup?.({}, {}).body as string | undefined
      const headers = request.headers as Record<string, string> | undefined
      const answer = await fetch(`${base}${request.path}`, { method: request.method, headers, body })
      if (!answer.ok) throw new Error(`${request.path} answers ${answer.status}: ${await answer.text()}`)
    }

    console.log(`bench:load — ${DURATION} s per mixed run, ${Math.max(5, DURATION / 3)} s per single call, pid ${server.pid}`)
    for (const connections of [50, 100])
      await run(port, server.pid as number, 'mixed catalogue + cart reads', connections, DURATION, mix)
    await run(port, server.pid as number, `quote, ${QUOTE_LINES} lines`, 100, Math.max(5, DURATION / 3), [quote])
    await run(port, server.pid as number, 'product by slug', 100, Math.max(5, DURATION / 3), [product])
  } finally {
    server.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

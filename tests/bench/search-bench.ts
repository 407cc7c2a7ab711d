/**
 * `npm run bench:search`: seeds 1,000,000 parts into .tmp/bench-data (kept between runs), starts
 * the real server on loopback and measures, one request at a time over a keep-alive connection,
 * the latency of article-number, reference-number and free-text searches (a few thousand
 * different terms each, drawn from the data) and of a no-op route, then the server's peak RSS.
 * Client and server share the machine's cores, so compare the kinds with the no-op in one run.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Random } from '../../server/catalog/random'
import { CATALOG_FORMAT } from '../../server/catalog/seed-catalog'
import { startShopServer } from '../fixtures/shop-server'
import { freePort, memoryMiB, percentile, timedRequest } from './bench-kit'

const PARTS = Number(process.env.BENCH_PARTS ?? 1_000_000)
const TERMS = Number(process.env.BENCH_TERMS ?? 3000)
const DATA_DIR = path.resolve('.tmp/bench-data')
const FILE = path.join(DATA_DIR, 'shop.sqlite')

/** The kept catalogue is reused when it has the size asked for and the generator's current format. */
function keptCatalogueFits(): boolean {
  if (!fs.existsSync(FILE)) return false
  const db = new SQLite(FILE, { readonly: true })
  try {
    const meta = new Map(
      (db.prepare('SELECT key, value FROM catalog_meta').all() as Array<{ key: string; value: string }>).map((row) => [
        row.key,
        row.value,
      ]),
    )
    return meta.get('parts') === String(PARTS) && meta.get('format') === CATALOG_FORMAT
  } catch {
    return false
  } finally {
    db.close()
  }
}

function ensureCatalogue() {
  if (keptCatalogueFits()) {
    console.log(`using the ${PARTS.toLocaleString('en')}-part catalogue in ${DATA_DIR}`)
    return
  }
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/catalog/seed-cli.ts', '--parts', String(PARTS)], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR },
  })
  if (result.status !== 0) throw new Error('seeding failed')
}

type Request = { method: 'GET' | 'POST'; path: string; body?: string }

/** Terms drawn from the data with a fixed seed, so every run asks the same questions. */
function drawTerms() {
  const db = new SQLite(FILE, { readonly: true })
  const r = new Random(2024)
  const maxPart = (db.prepare('SELECT max(id) AS n FROM parts').get() as { n: number }).n
  const sku = db.prepare('SELECT sku FROM parts WHERE id = ?')
  const reference = db.prepare('SELECT reference_no FROM part_xrefs WHERE part_id = ? AND sort = ?')
  const names = db.prepare('SELECT designation_id, lang, name FROM designation_names').all() as Array<{
    lang: string
    name: string
  }>
  const article: Request[] = []
  const referenceTerms: Request[] = []
  const freetext: Request[] = []
  const search = (searchTerm: string, languageID = 'de'): Request => ({
    method: 'POST',
    path: '/api/search/partSearch',
    body: JSON.stringify({ countryID: 'DE', languageID, searchTerm }),
  })
  for (let i = 0; i < TERMS; i++) {
    const id = r.int(1, maxPart)
    article.push(search((sku.get(id) as { sku: string }).sku))
    const row = reference.get(r.int(1, maxPart), r.int(0, 2)) as { reference_no: string }
    referenceTerms.push(search(row.reference_no))
    // One or two words of a name in its own language, as a customer would type them.
    const name = r.pick(names)
    const words = name.name.split(/[\s,]+/).filter((word) => word.length >= 3)
    const first = r.int(0, Math.max(0, words.length - 1))
    const term = words.slice(first, first + r.int(1, 2)).join(' ') || name.name
    freetext.push(search(term, name.lang))
  }
  db.close()
  if (new Set(freetext.map((q) => q.body)).size < TERMS / 10) throw new Error('too few different free-text terms')
  return { article, reference: referenceTerms, freetext }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

const send = (port: number, request: Request) => timedRequest(agent, port, request)

type Stats = { p50: number; p95: number; p99: number; found: number }

/**
 * One request of each kind in turn, so load from anything else on the machine (2 shared cores)
 * falls on every kind alike and the ratios to the no-op stay meaningful.
 */
async function measureInterleaved(port: number, lists: Record<string, Request[]>): Promise<Record<string, Stats>> {
  const times: Record<string, number[]> = {}
  const found: Record<string, number> = {}
  const length = Math.min(...Object.values(lists).map((list) => list.length))
  for (let i = 0; i < length; i++) {
    for (const [kind, list] of Object.entries(lists)) {
      const request = list[i] as Request
      const response = await send(port, request)
      if (response.status !== 200) throw new Error(`${request.path} ${request.body}: ${response.status} ${response.body}`)
      if (response.body.includes('"sku"')) found[kind] = (found[kind] ?? 0) + 1
      const kindTimes = times[kind] ?? []
      kindTimes.push(response.ms)
      times[kind] = kindTimes
    }
  }
  return Object.fromEntries(
    Object.entries(times).map(([kind, list]) => {
      list.sort((a, b) => a - b)
      return [
        kind,
        { p50: percentile(list, 0.5), p95: percentile(list, 0.95), p99: percentile(list, 0.99), found: found[kind] ?? 0 },
      ]
    }),
  )
}

ensureCatalogue()
const terms = drawTerms()
const port = await freePort()
const server = await startShopServer({ DATA_DIR, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: '.tmp/bench-no-spa' }, [
  'ignore',
  'ignore',
  'inherit',
])
try {
  // The no-op gets the very requests the article search gets (same method, body and validation) and does nothing with them.
  const noop = terms.article.map((request) => ({ ...request, path: '/api/search/ping' }))
  const getNoop: Request[] = Array(TERMS).fill({ method: 'GET', path: '/api/search/ping' })
  // Warm-up: JIT, SQLite page cache, the connection.
  await measureInterleaved(port, {
    noop: noop.slice(0, 500),
    article: terms.article.slice(-500),
    reference: terms.reference.slice(-500),
    freetext: terms.freetext.slice(-500),
  })
  const results = await measureInterleaved(port, { noop, getNoop, ...terms })
  const f = (ms: number) => ms.toFixed(2)
  const noopStats = results.noop as Stats
  for (const kind of ['article', 'reference', 'freetext']) {
    const r = results[kind] as Stats
    console.log(
      `search kind=${kind} n_parts=${PARTS} p50_ms=${f(r.p50)} p95_ms=${f(r.p95)} p99_ms=${f(r.p99)} noop_p50_ms=${f(noopStats.p50)} found=${r.found}/${TERMS}`,
    )
  }
  console.log(
    `server peak_rss_mb=${memoryMiB(server.pid as number, 'VmHWM').toFixed(0)} noop_p99_ms=${f(noopStats.p99)} get_noop_p50_ms=${f((results.getNoop as Stats).p50)}`,
  )
} finally {
  server.kill('SIGTERM')
  agent.destroy()
}

/**
 * `npm run bench:search`: seeds 1,000,000 parts into .tmp/bench-data (kept between runs), starts
 * the real server on loopback and measures, one request at a time over a keep-alive connection,
 * the latency of article-number, reference-number and free-text searches (a few thousand
 * different terms each, drawn from the data) and of a no-op route, then the server's peak RSS.
 * Client and server share the machine's cores, so compare the kinds with the no-op in one run.
 * `--db postgres` does the same on PostgreSQL (BENCH_DATABASE_URL, or a database parts_shop_bench on
 * TEST_DATABASE_URL's server); `--db both` runs SQLite and then PostgreSQL, for figures side by side.
 * Each line ends with the database it measured. Peak RSS is the API process's, not PostgreSQL's.
 */
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { Random } from '../../server/catalog/random'
import { startShopServer } from '../fixtures/shop-server'
import { type BenchDatabase, ensureCatalogue, postgresBench, sqliteBench } from './bench-database'
import { freePort, memoryMiB, percentile, timedRequest } from './bench-kit'

const PARTS = Number(process.env.BENCH_PARTS ?? 1_000_000)
const TERMS = Number(process.env.BENCH_TERMS ?? 3000)
const { values } = parseArgs({ options: { db: { type: 'string', default: 'sqlite' } } })
if (!['sqlite', 'postgres', 'both'].includes(values.db as string)) throw new Error('--db must be sqlite, postgres or both')

type Request = { method: 'GET' | 'POST'; path: string; body?: string }

/** Terms drawn from the data with a fixed seed, so every run asks the same questions. */
async function drawTerms(db: BenchDatabase) {
  const r = new Random(2024)
  const maxPart = Number((await db.all<{ n: number }>('SELECT max(id) AS n FROM parts'))[0]?.n)
  const skuOf = async (id: number) =>
    (await db.all<{ sku: string }>('SELECT sku FROM parts WHERE id = $1', [id]))[0]?.sku as string
  const referenceOf = async (id: number, sort: number) =>
    (
      await db.all<{ reference_no: string }>('SELECT reference_no FROM part_xrefs WHERE part_id = $1 AND sort = $2', [id, sort])
    )[0]?.reference_no as string
  const names = await db.all<{ lang: string; name: string }>(
    'SELECT designation_id, lang, name FROM designation_names ORDER BY designation_id, lang',
  )
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
    article.push(search(await skuOf(id)))
    referenceTerms.push(search(await referenceOf(r.int(1, maxPart), r.int(0, 2))))
    // One or two words of a name in its own language, as a customer would type them.
    const name = r.pick(names)
    const words = name.name.split(/[\s,]+/).filter((word) => word.length >= 3)
    const first = r.int(0, Math.max(0, words.length - 1))
    const term = words.slice(first, first + r.int(1, 2)).join(' ') || name.name
    freetext.push(search(term, name.lang))
  }
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

async function bench(db: BenchDatabase) {
  await ensureCatalogue(db, PARTS)
  const terms = await drawTerms(db)
  const port = await freePort()
  const server = await startShopServer({ ...db.env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: '.tmp/bench-no-spa' }, [
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
        `search kind=${kind} n_parts=${PARTS} p50_ms=${f(r.p50)} p95_ms=${f(r.p95)} p99_ms=${f(r.p99)} noop_p50_ms=${f(noopStats.p50)} found=${r.found}/${TERMS} db=${db.name}`,
      )
    }
    console.log(
      `server peak_rss_mb=${memoryMiB(server.pid as number, 'VmHWM').toFixed(0)} noop_p99_ms=${f(noopStats.p99)} get_noop_p50_ms=${f((results.getNoop as Stats).p50)} db=${db.name}`,
    )
  } finally {
    server.kill('SIGTERM')
    await db.close()
  }
}

// SQLite's catalogue is kept in .tmp/bench-data; PostgreSQL's DATA_DIR holds only what the server writes (mail).
const databases = values.db === 'both' ? ['sqlite', 'postgres'] : [values.db as string]
try {
  for (const name of databases) {
    await bench(
      name === 'sqlite'
        ? sqliteBench(path.resolve('.tmp/bench-data'))
        : await postgresBench(path.resolve('.tmp/bench-data-postgres')),
    )
  }
} finally {
  agent.destroy()
}

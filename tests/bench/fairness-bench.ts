/**
 * `npm run bench:fairness` (issue 27): one customer at (or past) its limits on the expensive calls
 * while another browses and downloads. The real server on a fresh data folder with the shop's own
 * limits (RATE_LIMIT_PER_MINUTE=600). First the other customer (flotte) alone: type-ahead, results
 * page, its document list and now and then one of its PDFs, one request every 50 ms, and a ZIP of 10
 * of its documents. Then the same while werkstatt asks 10 PDFs a second, 10 XLSX exports at once every
 * 10 s, four 500-line quick-order checks at a time (again as each answers) and three 1,000-document
 * ZIPs. Each PDF either customer asks for is one not asked for before (the ZIPs are in three
 * languages), so no rendered PDF is kept for it. Prints the other customer's p50/p99 and its ZIP's
 * wait in both phases, and what the busy customer was answered (200 or 429). Figures only; client
 * and server share the machine's cores (`--idle 20 --duration 60` seconds).
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { DEMO } from '../../server/test/auth-helpers'
import { startShopServer } from '../fixtures/shop-server'
import { topUpDocuments } from './bench-documents'
import { apiLogin, freePort, percentile, timedRequest } from './bench-kit'

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const LOADED_S = argument('duration', 60)
const IDLE_S = argument('idle', 20)
const DATA_DIR = path.resolve('.tmp/bench-fairness')
/** `--busy pdf,export,quick-order,zip` (the default: all four) picks what the busy customer does, to see which call costs the others. */
const BUSY = new Set((process.argv[process.argv.indexOf('--busy') + 1] ?? '').split(',').filter(Boolean))
const busyWith = (kind: string) => !process.argv.includes('--busy') || BUSY.has(kind)

type Session = { token: string; customerId: string }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

fs.rmSync(DATA_DIR, { recursive: true, force: true })
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = await startShopServer(
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR, STATIC_DIR: path.join(DATA_DIR, 'no-spa'), RATE_LIMIT_PER_MINUTE: '600' },
  ['ignore', 'ignore', 'inherit'],
)
const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` })

/** The ids a customer sees in its own document list (every type its features allow), newest first. */
async function visibleDocuments(session: Session): Promise<string[]> {
  const ids: string[] = []
  for (let page = 1; ; page++) {
    const answer = await fetch(`${base}/api/documents?page=${page}&pageSize=100`, { headers: bearer(session) })
    const body = (await answer.json()) as { items: Array<{ documentId: string }> }
    ids.push(...body.items.map((item) => item.documentId))
    if (body.items.length < 100) return ids
  }
}

/** Seconds from asking for a ZIP until it is ready (status asked every 100 ms). */
async function zipWait(session: Session, documentIds: string[]): Promise<number> {
  const started = performance.now()
  const asked = await fetch(`${base}/api/downloads`, {
    method: 'POST',
    headers: { ...bearer(session), 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ documentIds, include: { xml: true, index: true }, languageID: 'de' }),
  })
  if (asked.status !== 202) throw new Error(`POST /api/downloads ${asked.status} ${await asked.text()}`)
  const { queueId } = (await asked.json()) as { queueId: string }
  for (;;) {
    const status = (await (await fetch(`${base}/api/downloads/${queueId}`, { headers: bearer(session) })).json()) as {
      state: string
    }
    if (status.state === 'ready' || status.state === 'failed') return (performance.now() - started) / 1000
    await sleep(100)
  }
}

/** The other customer: one request every 50 ms over one keep-alive connection; every tenth a PDF of its own. */
async function browse(session: Session, seconds: number, pdfs: string[], skus: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const headers = { ...bearer(session), 'content-type': 'application/json' }
  const pages: Array<() => { method?: string; path: string; body?: string }> = [
    () => ({
      method: 'POST',
      path: '/api/search/partSearch',
      body: JSON.stringify({ searchTerm: skus[Math.floor(Math.random() * skus.length)], languageID: 'de', countryID: 'DE' }),
    }),
    () => ({ path: '/api/search/products?term=filter&languageID=de&countryID=DE&page=1&pageSize=20' }),
    () => ({ path: '/api/documents?page=1&pageSize=20' }),
    () => ({ path: '/api/search/products?term=bremse&languageID=de&countryID=DE&page=1&pageSize=20' }),
  ]
  const timings = { pages: [] as number[], pdf: [] as number[], failed: 0 }
  const until = performance.now() + seconds * 1000
  for (let i = 0; performance.now() < until; i++) {
    const isPdf = i % 10 === 9
    const request = isPdf
      ? { path: `/api/documents/${pdfs[((i / 10) % pdfs.length) | 0]}/pdf?languageID=de` }
      : (pages[i % 4] as (typeof pages)[number])()
    const answer = await timedRequest(agent, port, { ...request, headers })
    if (answer.status !== 200) timings.failed++
    else (isPdf ? timings.pdf : timings.pages).push(answer.ms)
    await sleep(50)
  }
  agent.destroy()
  return timings
}

/** Werkstatt at its limits: counts of answers by status per kind of call. */
function busyCustomer(session: Session, documents: string[], terms: string[]) {
  const counts: Record<string, Record<number, number>> = { pdf: {}, export: {}, quickOrder: {}, zip: {} }
  const count = (kind: string, status: number) => {
    const byStatus = counts[kind] as Record<number, number>
    byStatus[status] = (byStatus[status] ?? 0) + 1
  }
  let running = true
  const headers = bearer(session)
  const call = async (kind: string, url: string, init: RequestInit = {}) => {
    try {
      const answer = await fetch(`${base}${url}`, { ...init, headers: { ...headers, ...init.headers } })
      await answer.arrayBuffer()
      count(kind, answer.status)
      return answer
    } catch {
      count(kind, 0)
      return null
    }
  }
  let next = 0
  const pdfTimer = setInterval(() => {
    if (busyWith('pdf')) void call('pdf', `/api/documents/${documents[next++ % documents.length]}/pdf?languageID=it`)
  }, 100)
  const exports = () => {
    if (busyWith('export')) for (let i = 0; i < 10; i++) void call('export', '/api/documents/export?format=xlsx')
  }
  exports()
  const exportTimer = setInterval(exports, 10_000)
  const lines = terms.slice(0, 500).map((term) => ({ term, qty: 1 }))
  const checking = Array.from({ length: 4 }, async () => {
    while (running && busyWith('quick-order')) {
      const answer = await call('quickOrder', '/api/quickorder/resolve', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines, languageID: 'de', countryID: 'DE' }),
      })
      // As the offline queue does: a 429 waits for its Retry-After.
      if (answer?.status === 429) await sleep(Math.min(5, Number(answer.headers.get('retry-after') ?? 1)) * 1000)
    }
  })
  // Three languages, so each ZIP renders all its PDFs (none is kept from another).
  for (const languageID of busyWith('zip') ? ['en', 'fr', 'es'] : []) {
    void call('zip', '/api/downloads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ documentIds: documents.slice(0, 1000), include: { xml: true, index: true }, languageID }),
    })
  }
  return async () => {
    running = false
    clearInterval(pdfTimer)
    clearInterval(exportTimer)
    await Promise.all(checking)
    return counts
  }
}

const ms = (list: number[], p: number) =>
  percentile(
    [...list].sort((a, b) => a - b),
    p,
  ).toFixed(1)
const line = (phase: string, timings: Awaited<ReturnType<typeof browse>>, zipSeconds: number) =>
  `fairness ${phase.padEnd(6)} pages n=${timings.pages.length} p50_ms=${ms(timings.pages, 0.5)} p99_ms=${ms(timings.pages, 0.99)}` +
  `  pdf n=${timings.pdf.length} p50_ms=${ms(timings.pdf, 0.5)} p99_ms=${ms(timings.pdf, 0.99)}` +
  `  zip10_s=${zipSeconds.toFixed(1)} failed=${timings.failed} load=${os.loadavg()[0]?.toFixed(1)}`

try {
  const busy = await apiLogin(port, DEMO.werkstatt)
  const other = await apiLogin(port, DEMO.flotte)
  topUpDocuments(DATA_DIR, busy.customerId, 1000)
  const busyDocuments = await visibleDocuments(busy)
  const otherDocuments = await visibleDocuments(other)
  const db = new SQLite(path.join(DATA_DIR, 'shop.sqlite'), { readonly: true })
  const skus = db.prepare('SELECT sku FROM parts ORDER BY id LIMIT 500').pluck().all() as string[]
  db.close()
  console.log(
    `bench:fairness — idle ${IDLE_S} s, loaded ${LOADED_S} s; werkstatt sees ${busyDocuments.length} documents, flotte ${otherDocuments.length}`,
  )

  // Each phase reads documents of its own, so neither finds the other's PDFs already rendered.
  const idleZip = zipWait(other, otherDocuments.slice(0, 10))
  const idle = await browse(other, IDLE_S, otherDocuments.slice(20, 400), skus)
  const idleZipSeconds = await idleZip
  console.log(line('idle', idle, idleZipSeconds))

  const stopBusy = busyCustomer(busy, busyDocuments, skus)
  await sleep(3000)
  const loadedZip = sleep(5000).then(() => zipWait(other, otherDocuments.slice(10, 20)))
  const loaded = await browse(other, LOADED_S, otherDocuments.slice(400), skus)
  const loadedZipSeconds = await loadedZip
  const counts = await stopBusy()
  console.log(line('loaded', loaded, loadedZipSeconds))
  const ratio = (p: number) => (Number(ms(loaded.pages, p)) / Number(ms(idle.pages, p))).toFixed(2)
  console.log(`fairness ratio pages p50=${ratio(0.5)}x p99=${ratio(0.99)}x (target p99 <= 2x; a 10-document ZIP <= 5 s)`)
  const statuses = (kind: string) =>
    Object.entries(counts[kind] ?? {})
      .map(([status, n]) => `${status}:${n}`)
      .join(' ')
  console.log(
    `busy customer answers  pdf ${statuses('pdf')}  export ${statuses('export')}  quick-order ${statuses('quickOrder')}  zip ${statuses('zip')}`,
  )
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}

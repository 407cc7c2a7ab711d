/**
 * `npm run bench:import`: a full BMEcat catalogue of 1,000,000 parts (3 languages, 2 OE numbers and an
 * image each; written once to .tmp/bench-import) and a CSV delta of 100,000 price and stock rows,
 * imported with `npm run import` into a running shop (its 50,000-part demo catalogue first). Prints
 * each import's time and peak RSS (the import process's), and the live shop's search latency over one
 * keep-alive connection while idle and while the full import runs. `--db postgres` (BENCH_DATABASE_URL
 * or TEST_DATABASE_URL's server) or `--db both`; `--parts N` for a smaller catalogue.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PartGenerator } from '../../server/catalog/part-generator'
import { startShopServer } from '../fixtures/shop-server'
import { freePort, percentile, timedRequest } from './bench-kit'
import { freshPostgresDatabase } from './import/fresh-postgres'
import { writeBmecat } from './import/write-bmecat'

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'sqlite' }, parts: { type: 'string', default: '1000000' } },
})
const PARTS = Number(values.parts)
const DELTA_ROWS = 100_000
const IDLE_MS = 20_000
const dir = path.resolve('.tmp/bench-import')

/** The catalogue file, written once per size and kept (1,000,000 parts are about 1.3 GB). */
async function catalogueFile(): Promise<string> {
  const file = path.join(dir, `catalog-${PARTS}.xml`)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true })
    const started = Date.now()
    const written = await writeBmecat(`${file}.part`, { parts: PARTS })
    fs.renameSync(`${file}.part`, file)
    console.log(`wrote ${file}: ${(written.bytes / 1e6).toFixed(0)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  return file
}

/** 50,000 workshop prices and 50,000 stock figures for parts spread over the catalogue: the delta's two files. */
function deltaFolder(): string {
  const folder = path.join(dir, `delta-${PARTS}`)
  fs.rmSync(folder, { recursive: true, force: true })
  fs.mkdirSync(folder, { recursive: true })
  const generator = new PartGenerator(1)
  const step = Math.max(1, Math.floor(PARTS / (DELTA_ROWS / 2)))
  const prices = ['article_id;price_group;min_quantity;price']
  const stock = ['article_id;warehouse;quantity']
  for (let id = 1; id <= PARTS && prices.length <= DELTA_ROWS / 2; id++) {
    const part = generator.next(id)
    if (id % step !== 0) continue
    prices.push(`${part.sku};WS;1;${((part.listPriceCents * 0.8) / 100).toFixed(2)}`)
    stock.push(`${part.sku};WIL;${id % 97}`)
  }
  fs.writeFileSync(path.join(folder, 'prices.csv'), `${prices.join('\n')}\n`)
  fs.writeFileSync(path.join(folder, 'stock.csv'), `${stock.join('\n')}\n`)
  return folder
}

/** `npm run import` as its own process under GNU time: wall seconds and the process's peak RSS. */
function runImport(env: Record<string, string>, args: string[]): Promise<{ seconds: number; peakMiB: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      '/usr/bin/time',
      ['-f', 'TIME %e %M', process.execPath, '--import', 'tsx', 'scripts/import-catalog.ts', ...args],
      {
        env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const [, seconds = '0', kb = '0'] = /TIME ([\d.]+) (\d+)/.exec(output) ?? []
      if (code !== 0) reject(new Error(`the import failed:\n${output}`))
      else resolve({ seconds: Number(seconds), peakMiB: Number(kb) / 1024, output })
    })
  })
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const TERMS = ['Bremsscheibe', 'filter', 'Kupplung', 'Luftfeder', 'Stoßdämpfer', 'bearing', 'Ventil']

/** Searches one after another until `until` resolves (or `ms` pass): article numbers and words, as customers type them. */
async function searchLatencies(port: number, skus: string[], until: Promise<unknown> | number): Promise<number[]> {
  let done = false
  if (typeof until === 'number') setTimeout(() => (done = true), until)
  else void until.finally(() => (done = true))
  const times: number[] = []
  for (let i = 0; !done; i++) {
    const searchTerm = i % 2 ? (skus[i % skus.length] as string) : (TERMS[i % TERMS.length] as string)
    const body = JSON.stringify({ countryID: 'DE', languageID: 'de', searchTerm })
    const answer = await timedRequest(agent, port, { method: 'POST', path: '/api/search/partSearch', body })
    if (answer.status !== 200) throw new Error(`search ${searchTerm}: ${answer.status} ${answer.body}`)
    times.push(answer.ms)
  }
  return times.sort((a, b) => a - b)
}

async function bench(name: 'sqlite' | 'postgres', file: string, delta: string) {
  const dataDir = path.resolve(`.tmp/bench-import-data-${name}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_USERS: 'false' }
  if (name === 'postgres') {
    env.DATABASE_URL = await freshPostgresDatabase('parts_shop_import_bench')
    env.SESSION_SECRET = 'bench-session-secret-of-at-least-32-chars'
  }
  const port = await freePort()
  // The server's log (warnings and errors) goes to a file beside the catalogue, to read after a failed search.
  const log = fs.openSync(path.join(dir, `server-${name}.log`), 'w')
  const server = await startShopServer({ ...env, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: '.tmp/bench-no-spa' }, [
    'ignore',
    log,
    log,
  ])
  try {
    const generator = new PartGenerator(1)
    const skus = Array.from({ length: 2000 }, (_, i) => generator.next(i + 1).sku)
    await searchLatencies(port, skus, 3000)
    const idle = await searchLatencies(port, skus, IDLE_MS)
    const full = runImport(env, [file])
    const during = await searchLatencies(port, skus, full)
    const fullRun = await full
    const deltaRun = await runImport(env, [delta, '--delta'])
    const f = (ms: number) => ms.toFixed(1)
    const p99 = { idle: percentile(idle, 0.99), during: percentile(during, 0.99) }
    console.log(
      `import kind=full-bmecat parts=${PARTS} seconds=${fullRun.seconds.toFixed(1)} peak_rss_mb=${fullRun.peakMiB.toFixed(0)} ` +
        `search_p99_idle_ms=${f(p99.idle)} search_p99_during_ms=${f(p99.during)} ratio=${(p99.during / p99.idle).toFixed(2)} ` +
        `search_p50_idle_ms=${f(percentile(idle, 0.5))} search_p50_during_ms=${f(percentile(during, 0.5))} searches=${idle.length}/${during.length} db=${name}`,
    )
    console.log(
      `import kind=delta-csv rows=${DELTA_ROWS} seconds=${deltaRun.seconds.toFixed(1)} peak_rss_mb=${deltaRun.peakMiB.toFixed(0)} db=${name}`,
    )
    for (const line of `${fullRun.output}\n${deltaRun.output}`.split('\n'))
      if (/import (done|failed)|^phases:/.test(line)) console.log(`  ${line}`)
  } finally {
    server.kill('SIGTERM')
  }
}

try {
  const file = await catalogueFile()
  const delta = deltaFolder()
  for (const name of values.db === 'both' ? (['sqlite', 'postgres'] as const) : [values.db as 'sqlite' | 'postgres']) {
    await bench(name, file, delta)
  }
} finally {
  agent.destroy()
}

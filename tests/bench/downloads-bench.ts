/**
 * `npm run bench:downloads`: starts the real server on a fresh data folder (demo catalogue and ERP
 * history seeded on start), logs in as the three demo customers and measures the document ZIP job:
 * one customer's ZIP of 1,000 documents (PDF + e-invoice XML + index), then all three customers'
 * at once. Prints wall time, ZIP size and the server's peak RSS for each phase (VmHWM, reset between
 * phases through /proc/<pid>/clear_refs; where that is refused, the highest VmRSS sampled every 100 ms).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEMO } from '../../server/test/auth-helpers'
import { startShopServer } from '../fixtures/shop-server'
import { topUpDocuments } from './bench-documents'
import { apiLogin, freePort, memoryMiB } from './bench-kit'

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1000)
const CUSTOMERS = [DEMO.werkstatt, DEMO.einkauf, DEMO.flotte]

/** Peak RSS of one phase: the kernel's own peak after a reset, or the highest sample when a reset is not allowed. */
function peakRssMeter(pid: number) {
  let sampled = 0
  let resettable = true
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')
  } catch {
    resettable = false
  }
  const timer = setInterval(() => {
    sampled = Math.max(sampled, memoryMiB(pid, 'VmRSS'))
  }, 100)
  return () => {
    clearInterval(timer)
    return resettable ? memoryMiB(pid, 'VmHWM') : Math.max(sampled, memoryMiB(pid, 'VmRSS'))
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'downloads-bench-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const server = await startShopServer(
  { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: '.tmp/bench-no-spa' },
  ['ignore', 'ignore', 'inherit'],
)
const pid = server.pid as number

/** Asks for the ZIP, follows it as the service worker does (status once a second … here every 250 ms), fetches it. */
async function buildOne(session: { token: string; customerId: string }, selections: Map<string, string[]>) {
  const auth = { authorization: `Bearer ${session.token}` }
  const documentIdsAsked = selections.get(session.customerId) ?? []
  const asked = await fetch(`${base}/api/downloads`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ documentIds: documentIdsAsked, include: { xml: true, index: true }, languageID: 'de' }),
  })
  if (asked.status !== 202) throw new Error(`POST /api/downloads ${asked.status} ${await asked.text()}`)
  const { queueId } = (await asked.json()) as { queueId: string }
  for (;;) {
    const status = (await (await fetch(`${base}/api/downloads/${queueId}`, { headers: auth })).json()) as {
      state: string
      errors: unknown[]
    }
    if (status.state === 'ready' || status.state === 'failed') {
      const file = await fetch(`${base}/api/downloads/${queueId}/file`, { headers: auth })
      const bytes = (await file.arrayBuffer()).byteLength
      return { asked: documentIdsAsked.length, errors: status.errors.length, state: status.state, bytes }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
try {
  const sessions = await Promise.all(CUSTOMERS.map((credentials) => apiLogin(port, credentials)))
  const selections = new Map(
    sessions.map((session) => [session.customerId, topUpDocuments(dataDir, session.customerId, DOCUMENTS)]),
  )
  console.log(`server idle rss_mb=${memoryMiB(pid, 'VmRSS').toFixed(0)}`)

  let peak = peakRssMeter(pid)
  let started = performance.now()
  const single = await buildOne(sessions[0] as (typeof sessions)[number], selections)
  console.log(
    `downloads single documents=${single.asked} errors=${single.errors} state=${single.state} seconds=${((performance.now() - started) / 1000).toFixed(1)} zip_mb=${mb(single.bytes)} server_peak_rss_mb=${peak().toFixed(0)}`,
  )

  peak = peakRssMeter(pid)
  started = performance.now()
  const parallel = await Promise.all(sessions.map((session) => buildOne(session, selections)))
  console.log(
    `downloads parallel customers=${parallel.length} documents=${parallel.map((r) => r.asked).join('+')} errors=${parallel.reduce((n, r) => n + r.errors, 0)} seconds=${((performance.now() - started) / 1000).toFixed(1)} zip_mb=${parallel.map((r) => mb(r.bytes)).join('+')} server_peak_rss_mb=${peak().toFixed(0)}`,
  )
} finally {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  fs.rmSync(dataDir, { recursive: true, force: true })
}

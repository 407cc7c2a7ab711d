/**
 * `npm run erp:push -- <folder> [--url http://localhost:3000] [--key ik_…]` (or ERP_PUSH_KEY, ERP_PUSH_URL):
 * the reference client of the integration API's ERP doors (docs/erp-exchange.md). Each `<kind>.json`
 * of the folder (customers, contacts, orders, documents, shipments, service-cases; a prefix such as
 * `01-` orders them) holds `{ "items": [...] }` or an array, sent in name order in batches of at most
 * 1,000. A batch's Idempotency-Key comes from the file's content and the batch's index, so running the
 * same folder again replays the stored answers and applies nothing twice. 429 and 503 are retried
 * after Retry-After. Exits 1 when anything was refused or failed, 2 on bad usage.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { INTEGRATION_BATCH_MAX } from '../src/shared/contracts/integration-constants'

const KINDS = ['customers', 'contacts', 'orders', 'documents', 'shipments', 'service-cases']
/** Documents may carry their PDFs: the shop takes at most 200 a call (docs/erp-exchange.md). */
const batchSizeOf = (kind: string) => (kind === 'documents' ? 200 : INTEGRATION_BATCH_MAX)
const MAX_TRIES = 8

type Refusal = { at: string; field: string; code: string; reason: string }
type Answer = { applied?: { created: number; updated: number; unchanged: number }; refused?: Refusal[] }

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, key: { type: 'string' } },
})
const folder = positionals[0]
const key = values.key ?? process.env.ERP_PUSH_KEY
const base = (values.url ?? process.env.ERP_PUSH_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
if (!folder || !key) {
  console.error('usage: npm run erp:push -- <folder of JSON> [--url http://localhost:3000] [--key ik_…] (or ERP_PUSH_KEY)')
  process.exit(2)
}

/** A UUID (version 8, RFC 9562) from the content's hash: the same file and batch always give the same key. */
function idempotencyKey(content: string, batch: number): string {
  const hex = createHash('sha256').update(`${content}\n#batch ${batch}`).digest('hex')
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000))

async function send(url: string, items: unknown[], idemKey: string): Promise<{ status: number; answer: Answer }> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': idemKey },
      body: JSON.stringify({ items }),
    }).catch((error: unknown) => ({ status: 0, error }) as const)
    // Busy (429, 503), still running under this key (409) or unreachable: the same call again is safe.
    const retry = 'error' in response || [409, 429, 503].includes(response.status)
    if (!retry || attempt === MAX_TRIES) {
      if ('error' in response) throw response.error
      return { status: response.status, answer: (await response.json().catch(() => ({}))) as Answer }
    }
    const wait = 'error' in response ? 2 ** attempt : Number(response.headers.get('retry-after')) || 2 ** attempt
    console.log(`  ${'error' in response ? 'no answer' : response.status}: again in ${wait} s`)
    await sleep(wait)
  }
}

const count = (applied: Answer['applied']) => (applied ? applied.created + applied.updated + applied.unchanged : 0)

let failed = false
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()
for (const name of files) {
  const kind = name.replace(/^\d+[-_]/, '').replace(/\.json$/, '')
  if (!KINDS.includes(kind)) {
    console.error(`${name}: not one of ${KINDS.join(', ')}; skipped`)
    failed = true
    continue
  }
  const content = readFileSync(path.join(folder, name), 'utf8')
  const parsed = JSON.parse(content) as unknown
  const items = Array.isArray(parsed) ? parsed : ((parsed as { items?: unknown[] }).items ?? [])
  let applied = 0
  let refused = 0
  const size = batchSizeOf(kind)
  for (let batch = 0; batch * size < items.length; batch += 1) {
    const offset = batch * size
    const { status, answer } = await send(
      `${base}/api/integration/${kind}`,
      items.slice(offset, offset + size),
      idempotencyKey(content, batch),
    )
    if (status !== 200 && status !== 207) {
      console.error(`${name}: items ${offset}…: HTTP ${status} ${JSON.stringify(answer)}`)
      failed = true
      break
    }
    applied += count(answer.applied)
    for (const refusal of answer.refused ?? []) {
      // Positions in the answer count from the batch; say them as the file counts.
      const at = refusal.at.replace(/^items\[(\d+)\]/, (_, i: string) => `items[${offset + Number(i)}]`)
      console.log(`  ${at} ${refusal.field}: ${refusal.code} (${refusal.reason})`)
      refused += 1
    }
  }
  console.log(`${name}: applied ${applied}, refused ${refused}`)
  if (refused > 0) failed = true
}
process.exit(failed ? 1 : 0)

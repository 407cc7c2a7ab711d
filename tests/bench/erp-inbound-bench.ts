/**
 * `npm run bench:erp-inbound`: invoices of 20 lines each, 100 per call, posted to the real
 * POST /api/integration/documents over HTTP (keep-alive, one call at a time, as an ERP's export job
 * would) into a freshly built shop with the 2,000-part test catalogue. Prints documents and lines per
 * second and the time per call. `--db sqlite` (default), `--db postgres` (TEST_DATABASE_URL, a server
 * the test databases are made on) or `--db both`; `--batches N` (default 30).
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { asSystemKey } from './erp-inbound-bench-kit'

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'sqlite' }, batches: { type: 'string', default: '30' } },
})
const BATCHES = Number(values.batches)
const PER_CALL = 100
const LINES = 20

const round2 = (value: number) => Math.round(value * 100) / 100

function invoice(number: number) {
  const lines = Array.from({ length: LINES }, (_, i) => {
    const qty = 1 + ((number + i) % 7)
    const unitPrice = round2(3.5 + ((number * 31 + i * 17) % 9000) / 100)
    return {
      order_number: `A26-${String(800000 + (number % 99999)).padStart(6, '0')}`,
      article_id: `BENCH-${String(i).padStart(4, '0')}`,
      supplier_id: 'BENCH',
      name: `Bench part ${i}`,
      oe_numbers: [`OE ${number}-${i}`],
      qty,
      unit_price: unitPrice,
      line_total: round2(qty * unitPrice),
      vat_rate: 19,
    }
  })
  const net = round2(lines.reduce((sum, line) => sum + line.line_total, 0))
  const vat = round2((net * 19) / 100)
  return {
    document_id: `IN26-${String(number).padStart(6, '0')}`,
    type: 'invoice',
    customer_id: 'D1000001',
    issued_on: '2026-03-05',
    lines,
    net,
    vat_total: vat,
    gross: round2(net + vat),
    vat_breakdown: [{ rate: 19, base: net, amount: vat }],
    due_date: '2026-04-04',
    payment_terms_days: 30,
  }
}

async function run(db: 'sqlite' | 'postgres') {
  const shop = await asSystemKey(db)
  try {
    const post = async (batch: number) => {
      const items = Array.from({ length: PER_CALL }, (_, i) => invoice(batch * PER_CALL + i + 1))
      const body = JSON.stringify({ items })
      const started = performance.now()
      const response = await fetch(`${shop.url}/api/integration/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${shop.secret}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
        body,
      })
      const answer = (await response.json()) as { applied?: { created: number } }
      if (response.status !== 200 || answer.applied?.created !== PER_CALL)
        throw new Error(`batch ${batch}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`)
      return { ms: performance.now() - started, bytes: body.length }
    }
    await post(0) // warm-up: JIT, statement caches
    const times: number[] = []
    let bytes = 0
    const started = performance.now()
    for (let batch = 1; batch <= BATCHES; batch++) {
      const result = await post(batch)
      times.push(result.ms)
      bytes += result.bytes
    }
    const seconds = (performance.now() - started) / 1000
    const documents = BATCHES * PER_CALL
    times.sort((a, b) => a - b)
    const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(0)
    console.log(
      `${db}: ${documents.toLocaleString('en')} invoices × ${LINES} lines in ${seconds.toFixed(2)} s → ${(documents / seconds).toFixed(0)} documents/s ` +
        `(${((documents * LINES) / seconds).toFixed(0)} lines/s); per call of ${PER_CALL} (${(bytes / BATCHES / 1024).toFixed(0)} kB): p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`,
    )
  } finally {
    await shop.close()
  }
}

const which = values.db === 'both' ? (['sqlite', 'postgres'] as const) : [values.db as 'sqlite' | 'postgres']
for (const db of which) await run(db)

import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_ID_PATTERN, ORDER_NUMBER_PATTERN } from '../../../src/shared/contracts/documents-constants'
import { depositOf } from '../../shop/deposit'
import { customerPrice } from '../../shop/pricing'
import { buildTestApp } from '../../test/build-test-app'
import { FREIGHT_SKU } from './plan-invoices'
import { seedErpHistory } from './seed-erp-history'

const ANCHOR = new Date('2026-03-10T09:30:00Z')
let ctx: Awaited<ReturnType<typeof buildTestApp>>
let file: string
let sqlite: SQLite.Database
beforeAll(async () => {
  // The generator writes SQLite on either database (a staging file on PostgreSQL), so it is checked on SQLite.
  ctx = await buildTestApp({}, { erpHistory: true, sqliteOnly: true })
  file = path.join(ctx.dataDir, 'shop.sqlite')
  // Exchange units: every fifth part carries a deposit (the demo catalogue's own share may change).
  const writable = new SQLite(file)
  writable.prepare('UPDATE parts SET deposit_cents = 12500 + 500 * (id % 7) WHERE id % 5 = 0').run()
  writable.close()
  await seedErpHistory(file, { force: true, anchor: ANCHOR })
  sqlite = new SQLite(file, { readonly: true })
})
afterAll(async () => {
  sqlite.close()
  await ctx.close()
})

const all = <T>(query: string, ...params: unknown[]) => sqlite.prepare(query).all(...params) as T[]
const TABLES = ['orders', 'order_lines', 'documents', 'document_lines', 'document_orders', 'document_links', 'shipments']
const dump = () => TABLES.map((table) => all(`SELECT * FROM ${table} ORDER BY 1, 2`))
const cents = (value: number) => Math.round(value * 100)

describe('the demo ERP history', () => {
  it('is the same for the same seed and anchor, and another for another anchor', async () => {
    const before = dump()
    await seedErpHistory(file, { force: true, anchor: ANCHOR })
    expect(dump()).toEqual(before)
    await seedErpHistory(file, { force: true, anchor: new Date('2026-03-11T00:00:00Z') })
    expect(dump()).not.toEqual(before)
    await seedErpHistory(file, { force: true, anchor: ANCHOR })
    expect(dump()).toEqual(before)
  }, 60_000)

  it('keeps a restart cheap: a kept history that fits the catalogue is not generated again', async () => {
    expect((await seedErpHistory(file, { anchor: new Date('2026-04-01T00:00:00Z') })).seeded).toBe(false)
  })

  it('gives each demo customer about 300 orders over two years before the anchor, numbered like shop orders', () => {
    const counts = all<{ customer_id: string; n: number; first: string; last: string }>(
      `SELECT customer_id, count(*) AS n, min(placed_at) AS first, max(placed_at) AS last FROM orders WHERE source = 'erp' GROUP BY customer_id`,
    )
    expect(counts.map((row) => row.customer_id).sort()).toEqual(['D1000000', 'D1000001', 'D1000002', 'D1000003'])
    for (const row of counts.filter((r) => r.customer_id !== 'D1000000')) {
      expect(row.n, row.customer_id).toBeGreaterThan(250)
      expect(row.first >= '2024-03-10').toBe(true)
      expect(row.last < '2026-03-10').toBe(true)
    }
    for (const { order_number } of all<{ order_number: string }>('SELECT order_number FROM orders')) {
      expect(order_number).toMatch(ORDER_NUMBER_PATTERN)
    }
    for (const { document_id } of all<{ document_id: string }>('SELECT document_id FROM documents')) {
      expect(document_id).toMatch(DOCUMENT_ID_PATTERN)
    }
    // Shop orders continue after the history's numbers.
    const highest = all<{ year: number; last: number; used: number }>(
      `SELECT s.year, s.last, (SELECT max(CAST(substr(order_number, 5) AS INTEGER)) FROM orders
         WHERE substr(order_number, 2, 2) = substr(CAST(s.year AS TEXT), 3, 2)) AS used FROM order_sequences s`,
    )
    for (const row of highest) expect(row.last).toBeGreaterThanOrEqual(row.used)
  })

  it("prices every line at the customer's price group and currency, from a part of the catalogue", () => {
    const lines = all<{ unit_price: number; list_price_cents: number | null; price_group: string; currency: string }>(
      `SELECT l.unit_price, p.list_price_cents, c.price_group, c.currency FROM order_lines l
       JOIN customers c ON c.customer_id = l.customer_id LEFT JOIN parts p ON p.sku = l.sku AND p.vendor_id = l.vendor_id`,
    )
    for (const line of lines) {
      expect(line.list_price_cents).not.toBeNull()
      expect(line.unit_price).toBe(customerPrice(line.list_price_cents ?? 0, line.price_group, line.currency).value)
    }
  })

  it('makes orders for a vehicle only of parts that fit it', () => {
    const misfits = all(
      `SELECT l.order_number, l.sku FROM orders o JOIN order_lines l ON l.order_number = o.order_number
       JOIN vehicles v ON v.vin = o.vin JOIN parts p ON p.sku = l.sku
       WHERE NOT EXISTS (SELECT 1 FROM vehicle_parts vp WHERE vp.vehicle_id = v.id AND vp.part_id = p.id)`,
    )
    expect(all('SELECT 1 FROM orders WHERE vin IS NOT NULL').length).toBeGreaterThan(20)
    expect(misfits).toEqual([])
  })

  it('invoices exactly what was delivered: every invoice line comes from a delivery note of the invoice', () => {
    const invoiced = all<{ document_id: string; key: string }>(
      `SELECT document_id, order_number || ' ' || sku || ' ' || qty AS key FROM document_lines
       WHERE document_id LIKE 'IN%' AND sku <> ? AND line_kind = 'goods' ORDER BY 1, 2`,
      FREIGHT_SKU,
    )
    const delivered = all<{ document_id: string; key: string }>(
      `SELECT k.document_id, l.order_number || ' ' || l.sku || ' ' || l.qty AS key FROM document_links k
       JOIN document_lines l ON l.document_id = k.related_id
       WHERE k.document_id LIKE 'IN%' AND k.related_id LIKE 'DN%' ORDER BY 1, 2`,
    )
    expect(invoiced.length).toBeGreaterThan(500)
    expect(invoiced).toEqual(delivered)
    // Packing lists list what their delivery note lists.
    const packed = all(
      `SELECT substr(document_id, 3) AS n, position, sku, qty FROM document_lines WHERE document_id LIKE 'PL%' ORDER BY 1, 2`,
    )
    const noted = all(
      `SELECT substr(document_id, 3) AS n, position, sku, qty FROM document_lines WHERE document_id LIKE 'DN%' ORDER BY 1, 2`,
    )
    expect(packed).toEqual(noted)
  })

  it('credits at most what was invoiced, and every amount adds up to the cent: lines + VAT = total', () => {
    const notes = all<{ note: number; invoice: number }>(
      `SELECT c.gross AS note, i.gross AS invoice FROM documents c JOIN document_links k ON k.document_id = c.document_id
       JOIN documents i ON i.document_id = k.related_id WHERE c.type = 'creditnote' AND i.type = 'invoice'`,
    )
    expect(notes.length).toBeGreaterThan(10)
    for (const note of notes) expect(note.note).toBeLessThanOrEqual(note.invoice)
    const documents = all<{ document_id: string; net: number; vat_total: number; gross: number; vat_breakdown: string }>(
      `SELECT document_id, net, vat_total, gross, vat_breakdown FROM documents WHERE type IN ('invoice', 'creditnote')`,
    )
    const lineSums = new Map(
      all<{ document_id: string; cents: number }>(
        `SELECT document_id, sum(CAST(round(line_total * 100) AS INTEGER)) AS cents FROM document_lines GROUP BY document_id`,
      ).map((row) => [row.document_id, row.cents]),
    )
    const rates: Record<string, number> = { D1000001: 19, D1000002: 20, D1000003: 20, D1000000: 19 }
    for (const doc of documents) {
      const net = lineSums.get(doc.document_id) ?? -1
      const [vat] = JSON.parse(doc.vat_breakdown) as Array<{ rate: number; base: number; amount: number }>
      expect(cents(doc.net), doc.document_id).toBe(net)
      expect(cents(doc.vat_total)).toBe(Math.round((net * (vat?.rate ?? 0)) / 100))
      expect(cents(doc.gross)).toBe(cents(doc.net) + cents(doc.vat_total))
    }
    const wrongRate = all<{ customer_id: string; vat_rate: number }>(
      `SELECT DISTINCT customer_id, vat_rate FROM document_lines WHERE vat_rate IS NOT NULL`,
    ).filter((row) => rates[row.customer_id] !== row.vat_rate)
    expect(wrongRate).toEqual([])
  })

  it("bills an exchange unit's deposit on a line of its own right after it: same order, sku and quantity, the catalogue's deposit converted, never discounted", () => {
    const deposits = all<{
      document_id: string
      position: number
      sku: string
      qty: number
      unit_price: number
      vat_rate: number
      deposit_cents: number
      currency: string
    }>(
      `SELECT l.document_id, l.position, l.sku, l.qty, l.unit_price, l.vat_rate, p.deposit_cents, d.currency
       FROM document_lines l JOIN documents d ON d.document_id = l.document_id
       JOIN parts p ON p.sku = l.sku AND p.vendor_id = l.vendor_id WHERE l.line_kind = 'deposit'`,
    )
    expect(deposits.length).toBeGreaterThan(50)
    const lineAt = sqlite.prepare(
      'SELECT sku, qty, order_number, vat_rate, line_kind FROM document_lines WHERE document_id = ? AND position = ?',
    )
    const coreCredits = new Set(
      all<{ document_id: string }>(
        `SELECT d.document_id FROM documents d WHERE d.type = 'creditnote' AND NOT EXISTS
           (SELECT 1 FROM document_lines n WHERE n.document_id = d.document_id AND n.line_kind = 'goods')`,
      ).map((row) => row.document_id),
    )
    for (const deposit of deposits) {
      expect(deposit.unit_price).toBe(depositOf(deposit.deposit_cents, deposit.currency)?.value)
      // A core credit pays back returned old units: deposit lines alone (planCoreCredits).
      if (coreCredits.has(deposit.document_id)) continue
      expect(lineAt.get(deposit.document_id, deposit.position - 1)).toMatchObject({
        sku: deposit.sku,
        qty: deposit.qty,
        vat_rate: deposit.vat_rate,
        line_kind: 'goods',
      })
    }
    // Every invoiced or credited (returned) line of a part with a deposit has one; delivery papers carry no money.
    const missing = all(
      `SELECT l.document_id, l.position FROM document_lines l JOIN parts p ON p.sku = l.sku AND p.vendor_id = l.vendor_id
       JOIN documents d ON d.document_id = l.document_id
       WHERE l.line_kind = 'goods' AND p.deposit_cents > 0 AND d.type IN ('invoice', 'creditnote') AND d.credit_note_reason IS NOT 'priceCorrection'
         AND NOT EXISTS (SELECT 1 FROM document_lines n WHERE n.document_id = l.document_id AND n.position = l.position + 1 AND n.line_kind = 'deposit')`,
    )
    expect(missing).toEqual([])
    expect(
      all(`SELECT 1 FROM document_lines WHERE line_kind = 'deposit' AND (document_id LIKE 'DN%' OR document_id LIKE 'PL%')`),
    ).toEqual([])
    expect(
      all(
        `SELECT 1 FROM document_lines l JOIN documents d ON d.document_id = l.document_id WHERE l.line_kind = 'deposit' AND d.type = 'creditnote'`,
      ).length,
    ).toBeGreaterThan(0)
  })

  it('credits most cores back within weeks and never more than was delivered, so the open cores account has some of each kind', () => {
    const cores = all<{ order_number: string; sku_norm: string; delivered: number; credited: number }>(
      `SELECT l.order_number, l.sku_norm, l.delivered_qty AS delivered,
         COALESCE((SELECT SUM(c.qty) FROM document_lines c JOIN documents d ON d.document_id = c.document_id
           WHERE d.type = 'creditnote' AND c.line_kind = 'deposit' AND c.order_number = l.order_number AND c.sku_norm = l.sku_norm), 0) AS credited
       FROM order_lines l WHERE l.deposit_unit > 0 AND l.delivered_qty > 0`,
    )
    expect(cores.length).toBeGreaterThan(20)
    for (const core of cores) expect(core.credited).toBeLessThanOrEqual(core.delivered)
    const back = cores.filter((core) => core.credited === core.delivered).length
    expect(back / cores.length).toBeGreaterThan(0.5)
    expect(cores.some((core) => core.credited < core.delivered)).toBe(true)
  })

  it('keeps some orders open: backordered lines with an expected date after the anchor, statuses that follow the papers', () => {
    const open = all<{ status: string; expected_date: string | null; part: string }>(
      `SELECT o.status, o.part, l.expected_date FROM order_lines l JOIN orders o ON o.order_number = l.order_number
       WHERE l.backordered_qty > 0`,
    )
    expect(open.length).toBeGreaterThan(3)
    for (const line of open) expect(line).toMatchObject({ status: 'backordered', part: 'second' })
    for (const line of open) expect((line.expected_date ?? '') >= '2026-03-10').toBe(true)
    const unpaidCompleted = all(
      `SELECT o.order_number FROM orders o JOIN document_orders x ON x.order_number = o.order_number
       JOIN documents d ON d.document_id = x.document_id WHERE o.status = 'completed' AND d.type = 'invoice' AND d.status <> 'paid'`,
    )
    expect(unpaidCompleted).toEqual([])
    const statuses = all<{ status: string }>('SELECT DISTINCT status FROM orders').map((row) => row.status)
    expect(statuses).toEqual(expect.arrayContaining(['completed', 'backordered', 'invoiced', 'cancelled']))
  })

  it('links every shipment to a delivery note that names it', () => {
    const loose = all(
      `SELECT s.shipment_id FROM shipments s LEFT JOIN documents d ON d.document_id = s.delivery_note_id
       WHERE d.shipment_id IS NOT s.shipment_id`,
    )
    expect(all('SELECT 1 FROM shipments').length).toBeGreaterThan(300)
    expect(loose).toEqual([])
  })
})

import SQLite from 'better-sqlite3'
import type { DocumentType } from '../../../src/shared/contracts/documents-constants'
import { createCatalogueReader } from './catalogue-reader'
import { generateHistory } from './generate-history'
import { historyCustomers } from './history-customers'
import { type CustomerHistory, dayOf, isoDay } from './history-model'
import { numberHistories } from './number-history'
import { writeHistories } from './write-history'

/** Changes whenever the generator changes shape, so a kept history is generated again. */
export const HISTORY_FORMAT = '3'

export type HistoryOptions = {
  /** Defaults to the catalogue's seed. */
  seed?: number
  /** The history's "today" (its UTC day); defaults to now. The two years end the day before. */
  anchor?: Date
  /** Generate again even when the kept history fits the catalogue. */
  force?: boolean
  /** Shop order numbers kept elsewhere (PostgreSQL, when this file is a staging copy) that the history must not take. */
  takenShopOrders?: string[]
}

export type HistorySummary = {
  seeded: boolean
  anchor: string
  customers: number
  orders: number
  orderLines: number
  documents: Record<DocumentType, number>
  documentLines: number
  shipments: number
  seconds: number
}

function summarize(histories: CustomerHistory[], anchor: string, seconds: number): HistorySummary {
  const orders = histories.flatMap((h) => h.orders)
  const deliveries = histories.flatMap((h) => h.deliveries)
  const invoices = histories.flatMap((h) => h.invoices)
  const notes = histories.flatMap((h) => h.creditNotes)
  const deliveryLines = deliveries.reduce((sum, d) => sum + d.items.length, 0)
  return {
    seeded: true,
    anchor,
    customers: histories.length,
    orders: orders.length,
    orderLines: orders.reduce((sum, o) => sum + o.lines.length, 0),
    documents: {
      invoice: invoices.length,
      creditnote: notes.length,
      deliverynote: deliveries.length,
      packinglist: deliveries.length,
    },
    documentLines:
      2 * deliveryLines +
      invoices.reduce((sum, i) => sum + i.lines.length, 0) +
      notes.reduce((sum, n) => sum + n.lines.length, 0),
    shipments: deliveries.filter((d) => d.shipment).length,
    seconds,
  }
}

/**
 * Deletes the kept history children first: the foreign-key cascade would look each document's
 * links up one by one, which costs more than generating the history.
 */
function removeHistory(sqlite: SQLite.Database, customerIds: string[]) {
  const list = customerIds.map(() => '?').join(', ')
  const documents = `SELECT document_id FROM documents WHERE customer_id IN (${list})`
  for (const statement of [
    `DELETE FROM document_links WHERE document_id IN (${documents})`,
    `DELETE FROM document_orders WHERE document_id IN (${documents})`,
    `DELETE FROM document_lines WHERE customer_id IN (${list})`,
    `DELETE FROM documents WHERE customer_id IN (${list})`,
    `DELETE FROM shipments WHERE customer_id IN (${list})`,
  ]) {
    sqlite.prepare(statement).run(...customerIds)
  }
  sqlite.prepare("DELETE FROM order_lines WHERE order_number IN (SELECT order_number FROM orders WHERE source = 'erp')").run()
  sqlite.prepare("DELETE FROM orders WHERE source = 'erp'").run()
}

/** Shop orders' sequence numbers per year, which the history's numbers must not take. */
function takenSequences(sqlite: SQLite.Database, elsewhere: string[] = []): Map<number, Set<number>> {
  const taken = new Map<number, Set<number>>()
  const numbers = [
    ...(sqlite.prepare("SELECT order_number FROM orders WHERE source = 'shop'").pluck().all() as string[]),
    ...elsewhere,
  ]
  for (const number of numbers) {
    const year = 2000 + Number(number.slice(1, 3))
    taken.set(year, (taken.get(year) ?? new Set()).add(Number(number.slice(4))))
  }
  return taken
}

/**
 * (Re)generates the demo customers' ERP history in one transaction, unless the kept one was made
 * from the current catalogue with the same seed and format (a restart keeps it; a reseeded
 * catalogue has other parts, so the history follows it). Shop orders are kept.
 */
export function seedErpHistory(file: string, options: HistoryOptions = {}): HistorySummary {
  const started = process.hrtime.bigint()
  const anchorDay = dayOf((options.anchor ?? new Date()).getTime())
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 10000')
  try {
    const catalogMeta = sqlite.prepare('SELECT value FROM catalog_meta WHERE key = ?').pluck()
    const catalogBuiltAt = (catalogMeta.get('built_at') as string | undefined) ?? ''
    // The catalogue's seed by default: `npm run seed -- --seed S` gives another catalogue and another history.
    const seed = options.seed ?? Number(catalogMeta.get('seed') ?? 1)
    const wanted = { format: HISTORY_FORMAT, seed: String(seed), catalog_built_at: catalogBuiltAt }
    const kept = new Map(
      (sqlite.prepare('SELECT key, value FROM erp_history_meta').all() as Array<{ key: string; value: string }>).map((row) => [
        row.key,
        row.value,
      ]),
    )
    if (!options.force && Object.entries(wanted).every(([key, value]) => kept.get(key) === value)) {
      return { ...summarize([], kept.get('anchor') ?? '', 0), seeded: false }
    }
    const customers = historyCustomers()
    const seedAll = sqlite.transaction(() => {
      removeHistory(
        sqlite,
        customers.map((c) => c.customerId),
      )
      const reader = createCatalogueReader(sqlite)
      const histories = customers.map((customer) => generateHistory(customer, reader, seed, anchorDay))
      const { lastOrderSequenceByYear } = numberHistories(histories, seed, takenSequences(sqlite, options.takenShopOrders))
      writeHistories(sqlite, histories)
      const advance = sqlite.prepare(
        'INSERT INTO order_sequences (year, last) VALUES (?, ?) ON CONFLICT (year) DO UPDATE SET last = max(last, excluded.last)',
      )
      for (const [year, last] of lastOrderSequenceByYear) advance.run(year, last)
      const meta = sqlite.prepare(
        'INSERT INTO erp_history_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      for (const [key, value] of Object.entries({ ...wanted, anchor: isoDay(anchorDay) })) meta.run(key, value)
      return histories
    })
    const histories = seedAll.immediate()
    return summarize(histories, isoDay(anchorDay), Number(process.hrtime.bigint() - started) / 1e9)
  } finally {
    sqlite.close()
  }
}

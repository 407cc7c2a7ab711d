import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import type { DocumentType } from '../../../src/shared/contracts/documents-constants'
import { type Db, openDatabase } from '../../db/connect'
import { createCustomerRepository } from '../../db/repositories/customer-repository'
import { DEMO_USERS } from '../demo-users'
import { createCatalogueReader } from './catalogue-reader'
import { generateHistory } from './generate-history'
import { historyCustomers } from './history-customers'
import { type CustomerHistory, DAY_MS, dayOf, isoDay } from './history-model'
import { numberHistories } from './number-history'
import { removeHistory, takenSequences } from './remove-history'
import { writeHistories } from './write-history'

/** Changes whenever the generator changes shape, so a kept history is generated again (5: deposit lines after exchange units). */
export const HISTORY_FORMAT = '6'

export type HistoryOptions = {
  /** Defaults to the catalogue's seed. */
  seed?: number
  /** The history's "today" (its UTC day); defaults to now. The two years end the day before. */
  anchor?: Date
  /** Generate again even when the kept history fits the catalogue. */
  force?: boolean
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

/** Each billed line of an exchange unit has a deposit line after it. */
const billedDeposits = (lines: Array<{ depositUnit: number }>) => lines.filter((line) => line.depositUnit > 0).length

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
      2 * deliveryLines + [...invoices, ...notes].reduce((sum, d) => sum + d.lines.length + billedDeposits(d.lines), 0),
    shipments: deliveries.filter((d) => d.shipment).length,
    seconds,
  }
}

/**
 * (Re)generates the demo customers' ERP history in one transaction of `db`, unless the kept one was
 * made from the current catalogue with the same seed and format (a restart keeps it; a reseeded
 * catalogue has other parts, so the history follows it). Shop orders are kept. The generator reads
 * the catalogue synchronously from `catalogue` (the shop's own SQLite file, or a staging copy for
 * PostgreSQL); the rows go in through the integration API's services, like a real ERP's.
 */
export async function seedHistoryInto(db: Db, catalogue: SQLite.Database, options: HistoryOptions = {}): Promise<HistorySummary> {
  const started = process.hrtime.bigint()
  const anchorDay = dayOf((options.anchor ?? new Date()).getTime())
  const metaOf = async (table: 'catalog_meta' | 'erp_history_meta') =>
    new Map((await db.selectFrom(table).select(['key', 'value']).execute()).map((row) => [row.key, row.value]))
  const catalogMeta = await metaOf('catalog_meta')
  // The catalogue's seed by default: `npm run seed -- --seed S` gives another catalogue and another history.
  const seed = options.seed ?? Number(catalogMeta.get('seed') ?? 1)
  const wanted = { format: HISTORY_FORMAT, seed: String(seed), catalog_built_at: catalogMeta.get('built_at') ?? '' }
  const kept = await metaOf('erp_history_meta')
  if (!options.force && Object.entries(wanted).every(([key, value]) => kept.get(key) === value)) {
    return { ...summarize([], kept.get('anchor') ?? '', 0), seeded: false }
  }
  const customers = historyCustomers()
  const reader = createCatalogueReader(catalogue)
  const histories = customers.map((customer) => generateHistory(customer, reader, seed, anchorDay))
  await db.transaction().execute(async (trx) => {
    // The integration services take only known customers; the history's are the demo ones (as syncDemoUsers writes them).
    const customerRows = createCustomerRepository(trx)
    for (const user of DEMO_USERS) await customerRows.upsert({ ...user.customer, is_demo: 1 })
    await removeHistory(
      trx,
      customers.map((c) => c.customerId),
    )
    const { lastOrderSequenceByYear } = numberHistories(histories, seed, await takenSequences(trx))
    await writeHistories(trx, histories, new Date(anchorDay * DAY_MS).toISOString())
    for (const [year, last] of lastOrderSequenceByYear) {
      await trx
        .insertInto('order_sequences')
        .values({ year, last })
        .onConflict((conflict) =>
          conflict.column('year').doUpdateSet({
            last: sql<number>`case when excluded.last > order_sequences.last then excluded.last else order_sequences.last end`,
          }),
        )
        .execute()
    }
    for (const [key, value] of Object.entries({ ...wanted, anchor: isoDay(anchorDay) })) {
      await trx
        .insertInto('erp_history_meta')
        .values({ key, value })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
        .execute()
    }
  })
  return summarize(histories, isoDay(anchorDay), Number(process.hrtime.bigint() - started) / 1e9)
}

/** The history on the shop's SQLite file (the test and `npm run seed` path); the app passes its own Db to seedHistoryInto. */
export async function seedErpHistory(file: string, options: HistoryOptions = {}): Promise<HistorySummary> {
  const db = openDatabase({ dataDir: path.dirname(file) })
  const catalogue = new SQLite(file, { readonly: true })
  try {
    return await seedHistoryInto(db, catalogue, options)
  } finally {
    catalogue.close()
    await db.destroy()
  }
}

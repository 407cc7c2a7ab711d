/**
 * `npm run seed -- --parts N [--seed S]`: writes the demo catalogue as import files and imports them as a
 * full catalogue into the database (DATA_DIR's SQLite file, or PostgreSQL with DATABASE_URL) with
 * N parts (default 50,000) and prints how long it took. The same seed gives the same catalogue.
 * With DEMO_USERS on, the demo customers' ERP history is generated again from the new parts.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { migrateToLatest, openDatabase } from '../db/connect'
import { type HistorySummary, seedErpHistory } from './erp-history/seed-erp-history'
import { seedErpHistoryPostgres } from './erp-history/seed-erp-history-postgres'
import { type SeedSummary, seedDemoCatalog } from './seed-demo-catalog'
import { seedReferenceData } from './seed-reference'

const { values } = parseArgs({ options: { parts: { type: 'string', default: '50000' }, seed: { type: 'string', default: '1' } } })
const parts = Number(values.parts)
const seed = Number(values.seed)
if (!Number.isInteger(parts) || parts < 1 || parts > 5_000_000 || !Number.isInteger(seed)) {
  console.error('usage: npm run seed -- --parts N (1 … 5,000,000) [--seed S (an integer)]')
  process.exit(2)
}

const config = loadConfig()
const db = openDatabase(config)
await migrateToLatest(db)
await seedReferenceData(db)

const printSeeded = (summary: SeedSummary) =>
  console.log(
    `Seeded ${summary.parts.toLocaleString('en')} parts, ${summary.crossReferences.toLocaleString('en')} cross references, ` +
      `${summary.vehicles.toLocaleString('en')} vehicles (${summary.vehicleLinks.toLocaleString('en')} fitting parts) in ${summary.seconds.toFixed(1)} s.`,
  )
const printHistory = (history: HistorySummary) => {
  const docs = history.documents
  console.log(
    `Seeded the demo ERP history (until ${history.anchor}): ${history.orders.toLocaleString('en')} orders, ` +
      `${docs.invoice} invoices, ${docs.creditnote} credit notes, ${docs.deliverynote} delivery notes and packing lists, ` +
      `${history.shipments} shipments for ${history.customers} customers in ${history.seconds.toFixed(2)} s.`,
  )
}

console.log(
  `Importing ${parts.toLocaleString('en')} demo parts (seed ${seed}) into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir} …`,
)
printSeeded(await seedDemoCatalog(db, { parts, seed, log: console.log }))
if (config.demoUsers) {
  if (config.databaseUrl) {
    printHistory(await seedErpHistoryPostgres(db, { force: true }))
  } else {
    const file = path.join(config.dataDir, 'shop.sqlite')
    await db.destroy()
    printHistory(await seedErpHistory(file, { force: true }))
  }
}
await db.destroy().catch(() => {})

import path from 'node:path'
import { seedErpHistory } from '../../server/catalog/erp-history/seed-erp-history'
import { buildTestApp } from '../../server/test/build-test-app'

/** The demo ERP history's seeding time on the test catalogue (2,000 parts), as every test with erpHistory pays it. */
const ctx = await buildTestApp({}, { sqliteOnly: true })
try {
  const file = path.join(ctx.dataDir, 'shop.sqlite')
  for (let run = 1; run <= 3; run++) {
    const summary = await seedErpHistory(file, { force: true, anchor: new Date('2026-03-10T09:30:00Z') })
    console.log(`run ${run}: ${summary.seconds.toFixed(2)} s (${summary.orders} orders, ${summary.documentLines} document lines)`)
  }
} finally {
  await ctx.close()
}

/**
 * `npm run import -- <file|folder>… [--full | --delta] [--by NAME]`: imports a catalogue into the shop's
 * database (DATA_DIR's SQLite file, or PostgreSQL with DATABASE_URL) as one run, like an upload in the
 * admin area. BMEcat says itself whether it is full or a delta; CSV and XLSX are a delta unless --full.
 * Prints the progress, the counts and the refused rows; exits 1 when the run failed, 2 on bad usage.
 */
import { parseArgs } from 'node:util'
import { seedReferenceData } from '../server/catalog/seed-reference'
import { loadConfig } from '../server/config'
import { migrateToLatest, openDatabase } from '../server/db/connect'
import { ImportRunningError } from '../server/integration/catalog-import/import-running-error'
import { importFiles } from '../server/integration/catalog-import/import-service'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { full: { type: 'boolean' }, delta: { type: 'boolean' }, by: { type: 'string' } },
})
if (positionals.length === 0 || (values.full && values.delta)) {
  console.error('usage: npm run import -- <file|folder>… [--full | --delta] [--by NAME]')
  process.exit(2)
}

const config = loadConfig()
const db = openDatabase(config)
await migrateToLatest(db)
await seedReferenceData(db)
let lastLine = 0
try {
  const result = await importFiles(db, {
    paths: positionals,
    mode: values.full ? 'full' : values.delta ? 'delta' : undefined,
    source: 'cli',
    startedBy: values.by ?? process.env.USER ?? null,
    defaultLanguage: config.defaultLanguage,
    onProgress: ({ phase, processed }) => {
      if (Date.now() - lastLine < 2000) return
      lastLine = Date.now()
      console.log(`  ${phase} … ${processed.toLocaleString('en')} rows`)
    },
  })
  const counts = Object.entries(result.counts).map(([kind, n]) => `${n.toLocaleString('en')} ${kind}`)
  console.log(
    `${result.mode} import ${result.status} in ${result.seconds.toFixed(1)} s: ${counts.join(', ') || 'nothing applied'}`,
  )
  console.log(
    `phases: ${Object.entries(result.phases)
      .map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} s`)
      .join(', ')}`,
  )
  if (result.message) console.log(result.message)
  for (const r of result.refusals.slice(0, 50)) console.log(`  ${r.file} ${r.at}${r.field ? ` [${r.field}]` : ''}: ${r.reason}`)
  if (result.refused > 50)
    console.log(`  … ${result.refused - 50} more; the whole report is in the admin area (run ${result.runId}).`)
  process.exitCode = result.status === 'done' ? 0 : 1
} catch (error) {
  if (!(error instanceof ImportRunningError)) throw error
  console.error(`${error.message}; try again when it has ended.`)
  process.exitCode = 1
} finally {
  await db.destroy()
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { onTestFinished } from 'vitest'
import { seedReferenceData } from '../../catalog/seed-reference'
import { type Db, migrateToLatest, openDatabase } from '../../db/connect'
import type { RawRecord, ReadItem, RecordKind } from './records'
import { runImport } from './run-import'

/** A migrated shop with the reference data and no catalogue, in a folder removed when the test ends (call inside a test). */
export async function emptyShop(): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-import-'))
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }))
  const db = openDatabase({ dataDir: dir })
  await migrateToLatest(db)
  await seedReferenceData(db)
  return db
}

let line = 0
/** Numbers the records from line 1 again: refusals name the line, and each test counts its own (use in beforeEach). */
export function restartLines() {
  line = 0
}
/** A record as a reader yields it, on the next line of test.csv. */
export const raw = (kind: RecordKind, fields: RawRecord['fields']): RawRecord => ({
  kind,
  pos: { file: 'test.csv', at: `line ${++line}` },
  fields,
})

async function* fullImportOf(records: RawRecord[]): AsyncIterable<ReadItem> {
  yield { mode: 'full' }
  for (const record of records) yield { raw: record }
}

/** A full import of the records, as the CLI runs one from test.csv. */
export const fullImport = (db: Db, records: RawRecord[]) =>
  runImport(db, {
    runId: crypto.randomUUID(),
    source: 'cli',
    format: 'csv',
    files: ['test.csv'],
    startedBy: null,
    items: fullImportOf(records),
  })

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { migrateToLatest, openDatabase } from '../db/connect'
import { seedReferenceData } from './seed-reference'

/**
 * A throw-away SQLite database with the shop's schema and reference data, where the synchronous
 * generators (catalogue, ERP history) write before their rows are copied into PostgreSQL.
 */
export async function stageSqlite(): Promise<{ file: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-staging-'))
  const db = openDatabase({ dataDir: dir, databaseUrl: undefined })
  await migrateToLatest(db)
  await seedReferenceData(db)
  await db.destroy()
  return { file: path.join(dir, 'shop.sqlite'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

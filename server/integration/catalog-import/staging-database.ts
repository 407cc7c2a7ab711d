import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { type Db, migrateToLatest, openDatabase } from '../../db/connect'

/** Where imports stage; a run's folder is removed when it ends, and leftovers of a killed run by the next claim. */
export const STAGING_ROOT = path.join(os.tmpdir(), 'parts-shop-import')

/**
 * A throw-away SQLite database with the shop's schema where a full catalogue is built before it
 * replaces the live one, with the live shop's product vocabulary (part types, categories and their
 * divisions) that deriving designations and division counts needs.
 */
export async function openStagingDatabase(
  live: Db,
  runId: string,
): Promise<{ file: string; sqlite: SQLite.Database; remove(): void }> {
  const dir = path.join(STAGING_ROOT, runId)
  fs.rmSync(dir, { recursive: true, force: true })
  const staging = openDatabase({ dataDir: dir })
  await migrateToLatest(staging)
  await staging.destroy()
  const file = path.join(dir, 'shop.sqlite')
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = OFF')
  sqlite.pragma('synchronous = OFF')
  sqlite.pragma('foreign_keys = OFF')
  sqlite.pragma('cache_size = -131072')
  const copy = async (table: 'part_types' | 'categories' | 'part_type_divisions') => {
    const rows = (await live.selectFrom(table).selectAll().execute()) as Array<Record<string, unknown>>
    if (!rows[0]) return
    const columns = Object.keys(rows[0])
    const insert = sqlite.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
    for (const row of rows) insert.run(...columns.map((c) => row[c]))
  }
  for (const table of ['categories', 'part_types', 'part_type_divisions'] as const) await copy(table)
  return {
    file,
    sqlite,
    remove: () => {
      if (sqlite.open) sqlite.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Staging folders of runs that are not running any more (a killed process leaves its folder behind). */
export function removeStaleStaging(runningId: string | null) {
  if (!fs.existsSync(STAGING_ROOT)) return
  for (const name of fs.readdirSync(STAGING_ROOT)) {
    if (name !== runningId) fs.rmSync(path.join(STAGING_ROOT, name), { recursive: true, force: true })
  }
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { type Db, migrateToLatest, openDatabase } from '../../db/connect'
import { isPostgresDb } from '../../db/dialect'

/**
 * Where one database's imports stage: beside its SQLite file, or a temp folder named after the
 * PostgreSQL database. A run's folder is removed when it ends, and what a killed run left by the next
 * claim, which looks only in its own database's folder (other shops on the machine stage elsewhere).
 */
export async function stagingRootOf(db: Db): Promise<string> {
  if (isPostgresDb(db)) {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db)
    return path.join(os.tmpdir(), `parts-shop-import-${rows[0]?.name ?? 'postgres'}`)
  }
  return path.join(path.dirname(await sqliteFileOf(db)), 'import-staging')
}

/** The live SQLite file, as the connection itself names it. */
export async function sqliteFileOf(db: Db): Promise<string> {
  const rows = (await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db)).rows
  const main = rows.find((row) => row.name === 'main')
  if (!main?.file) throw new Error('the live catalogue is not in a SQLite file')
  return main.file
}

/**
 * A throw-away SQLite database with the shop's schema where a full catalogue is built before it
 * replaces the live one, with the live shop's product vocabulary (part types, categories and their
 * divisions) that deriving designations and division counts needs.
 */
export async function openStagingDatabase(
  live: Db,
  runId: string,
): Promise<{ file: string; sqlite: SQLite.Database; remove(): void }> {
  const dir = path.join(await stagingRootOf(live), runId)
  fs.rmSync(dir, { recursive: true, force: true })
  const staging = openDatabase({ dataDir: dir })
  await migrateToLatest(staging)
  await staging.destroy()
  const file = path.join(dir, 'shop.sqlite')
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = OFF')
  sqlite.pragma('synchronous = OFF')
  sqlite.pragma('foreign_keys = OFF')
  sqlite.pragma('cache_size = -65536')
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
export async function removeStaleStaging(db: Db, runningId: string) {
  const root = await stagingRootOf(db)
  if (!fs.existsSync(root)) return
  for (const name of fs.readdirSync(root)) {
    if (name !== runningId) fs.rmSync(path.join(root, name), { recursive: true, force: true })
  }
}

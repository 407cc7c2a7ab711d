import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { migrationProvider } from './migrations/index'
import { openPostgres } from './postgres'
import type { Database } from './schema'
import { withStatementCache } from './statement-cache'

export type Db = Kysely<Database>

/**
 * Customers, orders and password hashes are for this server's user only: the folder 0700, the
 * database 0600 (SQLite gives its -wal and -shm files the database file's mode). A folder made
 * earlier with looser modes is tightened.
 */
function keepPrivate(dataDir: string, file: string) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  fs.chmodSync(dataDir, 0o700)
  fs.closeSync(fs.openSync(file, 'a', 0o600))
  for (const name of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(name)) fs.chmodSync(name, 0o600)
}

/** Where the database is, in the words of server/config.ts (named here, not imported: db/ sits below the app's config). */
export type DatabaseLocation = { dataDir: string; databaseUrl?: string | undefined; databasePoolSize?: number }

export function openDatabase(config: DatabaseLocation): Db {
  if (config.databaseUrl) return openPostgres({ url: config.databaseUrl, poolSize: config.databasePoolSize ?? 10 })
  const file = path.join(config.dataDir, 'shop.sqlite')
  keepPrivate(config.dataDir, file)
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  // FULL: an order the shop confirmed must survive a power cut.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
}

/**
 * Runs the migrations not yet applied. On PostgreSQL Kysely's Migrator holds an advisory lock
 * while it runs, so instances starting together migrate one after the other, and only once.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}

import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { type Config, ConfigError } from '../config'
import { migrationProvider } from './migrations/index'
import type { Database } from './schema'

export type Db = Kysely<Database>

export function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Db {
  if (config.databaseUrl) {
    throw new ConfigError('DATABASE_URL: PostgreSQL is not supported yet; unset it to use the embedded SQLite database.')
  }
  fs.mkdirSync(config.dataDir, { recursive: true })
  const sqlite = new SQLite(path.join(config.dataDir, 'shop.sqlite'))
  sqlite.pragma('journal_mode = WAL')
  // FULL: an order the shop confirmed must survive a power cut.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}

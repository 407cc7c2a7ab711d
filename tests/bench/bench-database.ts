import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { CATALOG_FORMAT } from '../../server/catalog/seed-demo-catalog'

/** A database the benchmark seeds once (kept between runs) and the server it starts reads. */
export type BenchDatabase = {
  name: 'sqlite' | 'postgres'
  /** What the server and `npm run seed` need in their environment. */
  env: Record<string, string>
  catalogMeta(): Promise<Map<string, string>>
  all<T>(query: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

export function sqliteBench(dataDir: string): BenchDatabase {
  const file = path.join(dataDir, 'shop.sqlite')
  let db: SQLite.Database | null = null
  const open = () => {
    db ??= new SQLite(file, { readonly: true })
    return db
  }
  return {
    name: 'sqlite',
    env: { DATA_DIR: dataDir },
    async catalogMeta() {
      if (!fs.existsSync(file)) return new Map()
      const check = new SQLite(file, { readonly: true })
      try {
        const rows = check.prepare('SELECT key, value FROM catalog_meta').all() as Array<{ key: string; value: string }>
        return new Map(rows.map((row) => [row.key, row.value]))
      } catch {
        return new Map()
      } finally {
        check.close()
      }
    },
    all: async <T>(query: string, params: unknown[] = []) =>
      open()
        .prepare(query.replace(/\$\d+/g, '?'))
        .all(...params) as T[],
    async close() {
      db?.close()
    },
  }
}

/** PostgreSQL: BENCH_DATABASE_URL, or a database `parts_shop_bench` on TEST_DATABASE_URL's server (made when missing). */
export async function postgresBench(dataDir: string): Promise<BenchDatabase> {
  let url = process.env.BENCH_DATABASE_URL
  if (!url) {
    const server = process.env.TEST_DATABASE_URL
    if (!server) throw new Error('--db postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)')
    const admin = new pg.Client({ connectionString: server })
    await admin.connect()
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'parts_shop_bench'")
    if (!rowCount) await admin.query('CREATE DATABASE parts_shop_bench')
    await admin.end()
    const parsed = new URL(server)
    parsed.pathname = '/parts_shop_bench'
    url = parsed.toString()
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  return {
    name: 'postgres',
    env: { DATABASE_URL: url, SESSION_SECRET: 'bench-session-secret-of-at-least-32-chars', DATA_DIR: dataDir },
    async catalogMeta() {
      try {
        const { rows } = await pool.query<{ key: string; value: string }>('SELECT key, value FROM catalog_meta')
        return new Map(rows.map((row) => [row.key, row.value]))
      } catch {
        return new Map()
      }
    },
    all: async <T>(query: string, params: unknown[] = []) => (await pool.query(query, params)).rows as T[],
    close: () => pool.end(),
  }
}

/** Seeds `parts` parts with `npm run seed` unless the kept catalogue has that size and the generator's current format. */
export async function ensureCatalogue(db: BenchDatabase, parts: number) {
  const meta = await db.catalogMeta()
  if (meta.get('parts') === String(parts) && meta.get('format') === CATALOG_FORMAT) {
    console.log(`using the ${parts.toLocaleString('en')}-part catalogue in ${db.name}`)
    return
  }
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/catalog/seed-cli.ts', '--parts', String(parts)], {
    stdio: 'inherit',
    env: { ...process.env, ...db.env },
  })
  if (result.status !== 0) throw new Error('seeding failed')
}

import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { PortableSchemaPlugin } from './portable-schema'
import type { Database } from './schema'

// bigint (int8) and count(*) come back as strings by default; every value the shop stores fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

export type PostgresOptions = { url: string; poolSize: number }

export function openPostgresPool(options: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize })
  // An idle client that loses its connection (database restart) must not take the process down.
  pool.on('error', () => {})
  return pool
}

const pools = new WeakMap<Kysely<Database>, pg.Pool>()

/** The pool behind a PostgreSQL Db (COPY and advisory locks need a client of their own); undefined on SQLite. */
export function poolOf(db: Kysely<Database>): pg.Pool | undefined {
  return pools.get(db)
}

/** Kysely over a pg pool, with the schema plugin that turns the migrations' SQLite spellings into PostgreSQL ones. */
export function openPostgres(options: PostgresOptions): Kysely<Database> {
  const pool = openPostgresPool(options)
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new PortableSchemaPlugin()] })
  pools.set(db, pool)
  return db
}

/**
 * Runs `fn` while this instance holds the named advisory lock, so start-up work of instances
 * starting together (reference data, demo logins, the catalogue) happens once, one after another.
 * The lock lives on a connection of its own; `fn` uses the pool as usual. Without a pool (SQLite,
 * one process) it simply runs `fn`.
 */
export async function exclusively<T>(
  db: Kysely<Database>,
  name: string,
  fn: (client: pg.PoolClient | null) => Promise<T>,
): Promise<T> {
  const pool = poolOf(db)
  if (!pool) return fn(null)
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name])
    return await fn(client)
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]).catch(() => {})
    client.release()
  }
}

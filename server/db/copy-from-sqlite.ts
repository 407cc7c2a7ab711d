import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type SQLite from 'better-sqlite3'
import type pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

export type CopySpec = { table: string; where?: string }

/** One value in COPY's text format: \N for null, backslash escapes for the separators. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N'
  return String(value).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] as string)
}

/** Streams one table's rows from the SQLite file into the same PostgreSQL table with COPY (no row-by-row INSERT). */
async function copyTable(client: pg.PoolClient, sqlite: SQLite.Database, spec: CopySpec): Promise<number> {
  const columns = (sqlite.prepare(`PRAGMA table_info(${spec.table})`).all() as Array<{ name: string }>).map((c) => c.name)
  const select = sqlite
    .prepare(`SELECT ${columns.join(', ')} FROM ${spec.table}${spec.where ? ` WHERE ${spec.where}` : ''}`)
    .raw()
  let count = 0
  function* lines() {
    let batch: string[] = []
    for (const row of select.iterate() as Iterable<unknown[]>) {
      batch.push(`${row.map(copyValue).join('\t')}\n`)
      count += 1
      if (batch.length === 5000) {
        yield batch.join('')
        batch = []
      }
    }
    if (batch.length) yield batch.join('')
  }
  const target = client.query(copyFrom(`COPY ${spec.table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`))
  await pipeline(Readable.from(lines()), target)
  return count
}

/**
 * Copies tables from a SQLite file into PostgreSQL on the given client (inside the caller's
 * transaction). Foreign keys of the target tables are dropped for the load and added back once
 * at the end, which checks them in one pass instead of one lookup per row.
 */
export async function copyFromSqlite(client: pg.PoolClient, sqlite: SQLite.Database, specs: CopySpec[]): Promise<number> {
  const tables = specs.map((spec) => spec.table)
  const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND (conrelid::regclass::text = ANY($1) OR confrelid::regclass::text = ANY($1))`,
    [tables],
  )
  for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT "${key.name}"`)
  let rows = 0
  for (const spec of specs) rows += await copyTable(client, sqlite, spec)
  for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT "${key.name}" ${key.definition}`)
  return rows
}

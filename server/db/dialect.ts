import { PostgresAdapter, type QueryExecutorProvider, sql } from 'kysely'

/**
 * What differs between the two databases at run time, in one place (the schema's spellings are in
 * portable-schema.ts). Works on the app's Db and on a transaction alike.
 */
export function isPostgresDb(db: QueryExecutorProvider): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * Makes read-then-write transactions on the same keys run one after the other. SQLite already
 * runs one write transaction at a time; PostgreSQL's READ COMMITTED lets two transactions read
 * the same counter before either writes, so there each key takes a transaction-scoped advisory
 * lock (released at commit or rollback). Call it first thing in the transaction.
 * A named key rather than a row lock, because the row a rule protects need not exist yet (a first
 * cart, a slot nobody booked). Every change transaction of a customer already holds its customer's
 * key (plugins/idempotency.ts); a rule that several customers share (a branch's slots) takes its own
 * key after that one, never before, so two transactions never wait for each other in a circle.
 */
export async function serializeOn(trx: QueryExecutorProvider, ...keys: string[]): Promise<void> {
  if (!isPostgresDb(trx)) return
  for (const key of [...new Set(keys)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx)
  }
}

/**
 * A tiebreak for rows written in the same second, newest highest: SQLite's rowid; in PostgreSQL the
 * id of the transaction that last wrote the row (xmin), which grows with time just as well.
 */
export function writeOrder(db: QueryExecutorProvider) {
  return isPostgresDb(db) ? sql.raw('xmin::text::bigint') : sql.raw('rowid')
}

import type { FastifyRequest } from 'fastify'
import type { ControlledTransaction } from 'kysely'
import type { Db } from '../db/connect'
import type { Database } from '../db/schema'

/** Savepoint names are made up at run time, so the type only knows they are strings. */
type Open = ControlledTransaction<Database, string[]>
const openTransactions = new WeakMap<FastifyRequest, Db>()
let savepointCount = 0

/**
 * A view of an open transaction that services can treat as the database: their own
 * `db.transaction().execute(fn)` becomes a savepoint, so a refusal they throw still undoes only
 * their part, while everything commits together with the stored idempotency answer.
 */
export function nestable(trx: Open): Db {
  return new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') return () => ({ execute: <T>(fn: (inner: Db) => Promise<T>) => inSavepoint(target, fn) })
      const value = Reflect.get(target, property, target)
      // Kysely keeps its state in #private fields, which only the real object can reach.
      return typeof value === 'function' ? value.bind(target) : value
    },
  }) as unknown as Db
}

async function inSavepoint<T>(trx: Open, fn: (inner: Db) => Promise<T>): Promise<T> {
  savepointCount += 1
  const name = `change_${savepointCount}`
  const inner: Open = await trx.savepoint(name).execute()
  try {
    const result = await fn(nestable(inner))
    await inner.releaseSavepoint(name).execute()
    return result
  } catch (error) {
    await inner.rollbackToSavepoint(name).execute()
    throw error
  }
}

export function attachChangeTransaction(request: FastifyRequest, trx: Open) {
  openTransactions.set(request, nestable(trx))
}

/**
 * The database an idempotent route must write through: the transaction that also stores its answer
 * (server/plugins/idempotency.ts). SQLite has one connection, so using `app.db` inside such a
 * route would wait for this very transaction: a wiring bug, hence the throw.
 */
export function changeDb(request: FastifyRequest): Db {
  const db = openTransactions.get(request)
  if (!db) throw new Error(`${request.url}: changeDb outside an idempotent route's handler`)
  return db
}

import type { Database, Statement } from 'better-sqlite3'

/**
 * Kysely's SQLite driver prepares every query anew; under load preparing cost as much as running
 * (bench:load, issue 12). The shop sends a few hundred distinct SQL texts, so the database keeps
 * its prepared statements by text, least recently used out first. Reusing one is safe because
 * Kysely runs one query at a time per connection and better-sqlite3 finishes each before returning.
 */
export function withStatementCache(sqlite: Database, capacity = 500): Database {
  const statements = new Map<string, Statement>()
  const prepare = (source: string): Statement => {
    const cached = statements.get(source)
    if (cached) {
      // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
      statements.delete(source)
      statements.set(source, cached)
      return cached
    }
    const statement = sqlite.prepare(source)
    statements.set(source, statement)
    if (statements.size > capacity) statements.delete(statements.keys().next().value as string)
    return statement
  }
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare
      const value = Reflect.get(target, property, target)
      // Native methods refuse a proxy as `this`.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

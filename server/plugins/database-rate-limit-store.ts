import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { sql } from 'kysely'
import type { Db } from '../db/connect'

type Result = { current: number; ttl: number }

/**
 * @fastify/rate-limit's store in the database, for several instances behind one load balancer: a
 * customer's budget is one budget, whichever instance answers. A fixed window per key, counted with
 * one upsert (atomic in SQLite and PostgreSQL alike), in the auth_counters table the login limits
 * use (key → window start in ms, count), under keys of their own (`rate:{route}:{key}`).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number) {
      const now = Date.now()
      const expired = sql`auth_counters.window_start + ${timeWindow} <= excluded.window_start`
      sql<{ count: number; window_start: number }>`
        INSERT INTO auth_counters (key, window_start, count) VALUES (${`rate:${this.route}:${key}`}, ${now}, 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN ${expired} THEN 1 ELSE auth_counters.count + 1 END,
          window_start = CASE WHEN ${expired} THEN excluded.window_start ELSE auth_counters.window_start END
        RETURNING count, window_start`
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0] as { count: number; window_start: number }
          callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.window_start) + timeWindow - now) })
        })
        .catch((error: Error) => callback(error))
    }

    /**
     * One store per route, so a count is per route and customer as in the plugin's memory store. Its
     * types promise the route's options; at run time it hands the route's limit settings with the
     * route under `routeInfo` (read as the types said, every route shared one count on PostgreSQL).
     */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo
      return new DatabaseStore(undefined, `${String(route?.method ?? '')} ${route?.url ?? ''}`)
    }
  }
  return DatabaseStore
}

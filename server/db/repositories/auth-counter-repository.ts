import type { ProgressiveRule } from '../../shop/login-limits'
import type { Db } from '../connect'
import { serializeOn } from '../dialect'

async function addOne(trx: Db, key: string, windowSeconds: number, now: number) {
  await serializeOn(trx, `auth_counters:${key}`)
  const row = await trx.selectFrom('auth_counters').selectAll().where('key', '=', key).executeTakeFirst()
  if (!row) {
    await trx.insertInto('auth_counters').values({ key, window_start: now, count: 1 }).execute()
  } else if (row.window_start + windowSeconds <= now) {
    await trx.updateTable('auth_counters').set({ window_start: now, count: 1 }).where('key', '=', key).execute()
  } else {
    await trx
      .updateTable('auth_counters')
      .set({ count: row.count + 1 })
      .where('key', '=', key)
      .execute()
  }
}

/**
 * Counters for the attempt limits (key → count and a start time): fixed windows for the reset limits,
 * failures in a row for the login delays.
 */
export function createAuthCounterRepository(db: Db) {
  return {
    /** The count in the current window; a window older than `windowSeconds` counts as empty. */
    async current(key: string, windowSeconds: number, now: number) {
      const row = await db.selectFrom('auth_counters').selectAll().where('key', '=', key).executeTakeFirst()
      if (!row || row.window_start + windowSeconds <= now) return { count: 0, windowStart: now }
      return { count: row.count, windowStart: row.window_start }
    },

    /** Adds one; starts a new window when the old one has passed. */
    async increment(key: string, windowSeconds: number, now: number) {
      await db.transaction().execute((trx) => addOne(trx, key, windowSeconds, now))
    },

    /**
     * Counts failures in a row: per key `count` is the failures in a row and `window_start`
     * the latest of them. Refuses (counting nothing) while a key's wait has not passed; otherwise
     * counts one on every key and restarts its clock. One transaction, so concurrent attempts can never
     * all see the same count.
     */
    async takeProgressive(
      checks: Array<{ key: string; rule: ProgressiveRule }>,
      now: number,
      delayAfter: (failures: number, rule: ProgressiveRule) => number,
    ) {
      return db.transaction().execute(async (trx) => {
        await serializeOn(trx, ...checks.map(({ key }) => `auth_counters:${key}`))
        const streaks = []
        const waits = []
        for (const { key, rule } of checks) {
          const row = await trx.selectFrom('auth_counters').selectAll().where('key', '=', key).executeTakeFirst()
          const streak = row && now - row.window_start < rule.resetSeconds ? row.count : 0
          const readyAt = row ? row.window_start + delayAfter(streak, rule) : now
          if (now < readyAt) waits.push(readyAt - now)
          streaks.push({ key, count: streak + 1, exists: Boolean(row) })
        }
        if (waits.length > 0) return { taken: false as const, retryAfter: Math.max(1, ...waits) }
        for (const { key, count, exists } of streaks) {
          if (exists) await trx.updateTable('auth_counters').set({ count, window_start: now }).where('key', '=', key).execute()
          else await trx.insertInto('auth_counters').values({ key, count, window_start: now }).execute()
        }
        return { taken: true as const }
      })
    },

    /** Takes back one counted attempt that turned out not to be a failure (a successful login). */
    async giveBack(key: string) {
      await db
        .updateTable('auth_counters')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute()
    },

    async clear(key: string) {
      await db.deleteFrom('auth_counters').where('key', '=', key).execute()
    },
  }
}

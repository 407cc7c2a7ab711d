import type { Db } from '../connect'

async function addOne(trx: Db, key: string, windowSeconds: number, now: number) {
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

/** Fixed-window counters for the login and reset limits (key → count since window start). */
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
     * Counts one attempt on every key at once, before the attempt is evaluated, unless one key has
     * used up its limit: then nothing is counted and the refusal says which window end to wait for.
     * One transaction, so concurrent attempts can never all see the same count.
     */
    async take(rules: Array<{ key: string; limit: number; windowSeconds: number }>, now: number) {
      return db.transaction().execute(async (trx) => {
        const counters = createAuthCounterRepository(trx)
        const full = []
        for (const rule of rules) {
          const { count, windowStart } = await counters.current(rule.key, rule.windowSeconds, now)
          if (count >= rule.limit) full.push(windowStart + rule.windowSeconds - now)
        }
        if (full.length > 0) return { taken: false as const, retryAfter: Math.max(1, ...full) }
        for (const rule of rules) await addOne(trx, rule.key, rule.windowSeconds, now)
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

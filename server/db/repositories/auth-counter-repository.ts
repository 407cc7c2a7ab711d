import type { Db } from '../connect'

/** Fixed-window counters for the login and reset limits (key → count since window start). */
export function createAuthCounterRepository(db: Db) {
  return {
    /** The count in the current window; a window older than `windowSeconds` counts as empty. */
    async current(key: string, windowSeconds: number, now: number) {
      const row = await db.selectFrom('auth_counters').selectAll().where('key', '=', key).executeTakeFirst()
      if (!row || row.window_start + windowSeconds <= now) return { count: 0, windowStart: now }
      return { count: row.count, windowStart: row.window_start }
    },

    /** Adds one; starts a new window when the old one has passed. Atomic in SQLite's single writer. */
    async increment(key: string, windowSeconds: number, now: number) {
      await db.transaction().execute(async (trx) => {
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
      })
    },

    async clear(key: string) {
      await db.deleteFrom('auth_counters').where('key', '=', key).execute()
    },
  }
}

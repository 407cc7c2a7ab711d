import type { Db } from '../connect'

/** Reports kept; older ones go as new ones arrive, so the table cannot grow without bound. */
export const ERROR_LOG_MAX_ROWS = 10_000

export type ErrorLogEntry = { logLevel: string; message: string; userId: string | null; userAgent: string | null }

export function createErrorLogRepository(db: Db, maxRows = ERROR_LOG_MAX_ROWS) {
  return {
    async add(entry: ErrorLogEntry, now = new Date()) {
      const row = await db
        .insertInto('error_logs')
        .values({
          created_at: now.toISOString(),
          log_level: entry.logLevel,
          message: entry.message,
          user_id: entry.userId,
          user_agent: entry.userAgent,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .deleteFrom('error_logs')
        .where('id', '<=', row.id - maxRows)
        .execute()
      return row.id
    },

    async latest(limit: number) {
      return db.selectFrom('error_logs').selectAll().orderBy('id', 'desc').limit(limit).execute()
    },
  }
}

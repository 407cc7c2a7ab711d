import type { Db } from '../connect'

export type ErrorLogEntry = { logLevel: string; message: string; userId: string | null; userAgent: string | null }

export function createErrorLogRepository(db: Db) {
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
      return row.id
    },

    async latest(limit: number) {
      return db.selectFrom('error_logs').selectAll().orderBy('id', 'desc').limit(limit).execute()
    },
  }
}

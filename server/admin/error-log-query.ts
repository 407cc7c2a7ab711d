import type { Db } from '../db/connect'
import { endOfDay } from '../db/repositories/list-paging'
import { containsText } from './contains-text'

type Filter = {
  level?: string | undefined
  q: string
  from?: string | undefined
  to?: string | undefined
  page: number
  pageSize: number
}

/** The error log filtered by level, text and day (created_at is an ISO string, so days compare as text). */
export async function listErrorLogs(db: Db, filter: Filter) {
  let query = db.selectFrom('error_logs')
  if (filter.level) query = query.where('log_level', '=', filter.level)
  const text = filter.q
  if (text) query = query.where((eb) => containsText(eb.ref('message'), text))
  if (filter.from) query = query.where('created_at', '>=', filter.from)
  if (filter.to) query = query.where('created_at', '<', endOfDay(filter.to))
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    total: Number(count.n),
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      level: row.log_level,
      message: row.message,
      userId: row.user_id,
      userAgent: row.user_agent,
    })),
  }
}

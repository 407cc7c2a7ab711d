/** A page of a list, as every information-centre list answers it. */
export type Page<T> = { items: T[]; pagination: { total: number; page: number; pageSize: number } }

export function pageOf<T>(items: T[], total: number, request: { page: number; pageSize: number }): Page<T> {
  return { items, pagination: { total, page: request.page, pageSize: request.pageSize } }
}

/** `to` is a whole day: everything before the next day's start (timestamps compare as ISO strings). */
export function endOfDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/** Today as YYYY-MM-DD (UTC): an open invoice past its due date reads as overdue from then on. */
export const todayIso = () => new Date().toISOString().slice(0, 10)

import type { LightMyRequestResponse } from 'fastify'

export type RaceResult = { succeeded: number; statuses: number[]; codes: string[] }

/**
 * Fires `n` requests at once (each with its own Idempotency-Key, as two tabs or two colleagues
 * would) and tallies them. On PostgreSQL each request holds a connection of the pool, so they
 * really overlap; `succeeded` counts the answers with status `ok`.
 */
export async function race(n: number, fire: (i: number) => Promise<LightMyRequestResponse>, ok = 200): Promise<RaceResult> {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => fire(i)))
  const statuses = answers.map((answer) => answer.statusCode)
  const codes = answers.filter((answer) => answer.statusCode !== ok).map((answer) => codeOf(answer))
  return { succeeded: statuses.filter((status) => status === ok).length, statuses, codes }
}

function codeOf(answer: LightMyRequestResponse): string {
  try {
    return String(answer.json().code ?? answer.statusCode)
  } catch {
    return String(answer.statusCode)
  }
}

/** The figures the issue asks for, printed on either database: one line per rule, e.g. `race[postgres] addresses cap: allowed 5, succeeded 5 (422 ADDRESS_BOOK_FULL ×5)`. */
export function report(dialect: string, rule: string, allowed: number, result: RaceResult) {
  const refusals = new Map<string, number>()
  for (const code of result.codes) refusals.set(code, (refusals.get(code) ?? 0) + 1)
  const refused = [...refusals].map(([code, count]) => `${code} ×${count}`).join(', ')
  console.log(`race[${dialect}] ${rule}: allowed ${allowed}, succeeded ${result.succeeded}${refused ? ` (${refused})` : ''}`)
}

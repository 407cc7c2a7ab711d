import type { ErpRefusalCode } from '../../../src/shared/contracts/erp-refusal-codes'

/** One refused item: `at` is its place in the batch (`items[3]`), `field` the one that was wrong. */
export type ErpRefusal = { at: string; field: string; code: ErpRefusalCode; reason: string }

/** What one ERP batch did: every item is created, updated, unchanged (same content again) or refused. */
export type ErpAnswer = {
  applied: { created: number; updated: number; unchanged: number }
  refused: ErpRefusal[]
}
export type ErpOutcome = keyof ErpAnswer['applied']

/** What every ERP write is told by its caller (the route, or the demo history). */
export type ErpWriteOptions = {
  /** ISO time written as "received"; the demo history passes its anchor, so the same seed gives the same rows. */
  now: string
  /** Queue customer notices (mails); off for the demo history, which is the past, not news. */
  notify: boolean
  /** The shop's language, for names an ERP order line leaves out. */
  defaultLanguage: string
}

export const emptyAnswer = (): ErpAnswer => ({ applied: { created: 0, updated: 0, unchanged: 0 }, refused: [] })

/** Collects one batch's outcome item by item, in the order sent. */
export function answerOf() {
  const answer = emptyAnswer()
  return {
    answer,
    applied(outcome: ErpOutcome) {
      answer.applied[outcome] += 1
    },
    refuse(index: number, field: string, code: ErpRefusalCode, reason: string) {
      answer.refused.push({ at: `items[${index}]`, field, code, reason })
    },
  }
}

/** created, updated or unchanged: how an upsert of `columns` over the stored row (if any) counts. */
export function outcomeOf(stored: Record<string, unknown> | undefined, columns: Record<string, unknown>): ErpOutcome {
  if (!stored) return 'created'
  return Object.entries(columns).every(([name, value]) => stored[name] === value) ? 'unchanged' : 'updated'
}

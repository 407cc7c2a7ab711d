import type { ErpRefusalCode } from '../../../src/shared/contracts/erp-refusal-codes'

/** One refused item: `at` is its place in the batch (`items[3]`), `field` the one that was wrong. */
export type ErpRefusal = { at: string; field: string; code: ErpRefusalCode; reason: string }

/** What an ERP batch did: items applied per kind (an unchanged item counts as applied) and the refused ones. */
export type ErpAnswer = { applied: Record<string, number>; refused: ErpRefusal[] }

/** Collects one batch's outcome item by item, in the order sent. */
export function answerOf(kind: string) {
  const answer: ErpAnswer = { applied: { [kind]: 0 }, refused: [] }
  return {
    answer,
    applied() {
      answer.applied[kind] = (answer.applied[kind] ?? 0) + 1
    },
    refuse(index: number, field: string, code: ErpRefusalCode, reason: string) {
      answer.refused.push({ at: `items[${index}]`, field, code, reason })
    },
  }
}

import type { ErpRefusalCode } from '../../../src/shared/contracts/erp-refusal-codes'
import type { ErpAnswer, ErpRefusal } from './erp-answer'

/** Ways an item can be refused; thrown inside one item's checks, caught per item. */
export class ItemRefused extends Error {
  constructor(
    readonly field: string,
    readonly code: ErpRefusalCode,
    reason: string,
  ) {
    super(reason)
    this.name = 'ItemRefused'
  }
}

export function refusalOf(index: number, error: ItemRefused): ErpRefusal {
  return { at: `items[${index}]`, field: error.field, code: error.code, reason: error.message }
}

/** The first refusal of a batch the shop wrote itself (the demo history): a bug there must not pass unnoticed. */
export function assertAllApplied(kind: string, result: ErpAnswer) {
  const first = result.refused[0]
  if (first)
    throw new Error(`${kind}: ${result.refused.length} refused, first ${first.at} ${first.field} ${first.code}: ${first.reason}`)
}

export const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = []
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size))
  return out
}

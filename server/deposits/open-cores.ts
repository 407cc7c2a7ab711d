import type { DepositSettings, OpenCore, OpenCoresResponse } from '../../src/shared/contracts/deposits'
import type { OpenCoreRow } from '../db/repositories/open-core-repository'
import { coreDueOn, coreState, daysLeft, depositTotalOf } from '../shop/deposit'
import { round2 } from '../shop/money'
import { crossRate } from '../shop/pricing'

type Money = { value: number; currency: string }
/** An open core with its amounts always (the answer hides them from a caller without prices) and its normalized sku. */
export type OpenCoreOf = Omit<OpenCore, 'depositUnit' | 'depositTotal'> & {
  skuNorm: string
  depositUnit: Money
  depositTotal: Money
}

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10)

/**
 * The pieces still open of each delivered exchange unit (delivered minus credited), dated and judged
 * by the shop's settings; fully credited lines drop out. Soonest due first.
 */
export function openCoresOf(rows: OpenCoreRow[], settings: Pick<DepositSettings, 'dueDays' | 'reminderDays'>, today: string) {
  const cores: OpenCoreOf[] = []
  for (const row of rows) {
    const qty = row.deliveredQty - row.creditedQty
    if (qty <= 0) continue
    const dueOn = coreDueOn(row.deliveredOn, settings.dueDays)
    const left = daysLeft(dueOn, today)
    const inReturnQty = Math.min(row.inReturnQty, qty)
    cores.push({
      orderNumber: row.orderNumber,
      deliveryNoteId: row.deliveryNoteId,
      deliveryNotePosition: row.deliveryNotePosition,
      deliveredOn: row.deliveredOn,
      vendorId: row.vendorId,
      sku: row.sku,
      skuNorm: row.skuNorm,
      partName: row.name,
      qty,
      inReturnQty,
      depositUnit: { value: row.depositUnit, currency: row.currency },
      depositTotal: { value: depositTotalOf(row.depositUnit, qty), currency: row.currency },
      dueOn,
      daysLeft: left,
      // Only a core wholly in a case is on its way; a part of it still left at the workshop keeps the risk.
      state: coreState(left, settings.reminderDays, inReturnQty >= qty),
    })
  }
  return cores.sort(
    (a, b) => a.dueOn.localeCompare(b.dueOn) || a.orderNumber.localeCompare(b.orderNumber) || a.sku.localeCompare(b.sku),
  )
}

/** A core's deposit in `currency` (orders in another currency converted at the shop's rate). */
function valueIn(core: OpenCoreOf, currency: string): number {
  const { value, currency: from } = core.depositTotal
  return from === currency ? value : value * (crossRate(from, currency) ?? 1)
}

/**
 * The answer of GET /api/deposits: amounts only for a caller who may see prices. "At risk" sums the
 * cores at risk and overdue: the money the workshop loses unless the cores go back now.
 */
export function openCoresResponse(
  cores: OpenCoreOf[],
  settings: Pick<DepositSettings, 'dueDays' | 'reminderDays'>,
  view: { currency: string; showPrice: boolean },
): OpenCoresResponse {
  const risky = cores.filter((core) => core.state === 'atRisk' || core.state === 'overdue')
  const sum = (list: OpenCoreOf[]) => ({
    value: round2(list.reduce((total, core) => total + valueIn(core, view.currency), 0)),
    currency: view.currency,
  })
  return {
    dueDays: settings.dueDays,
    reminderDays: settings.reminderDays,
    totals: view.showPrice ? { open: sum(cores), atRisk: sum(risky) } : null,
    counts: { open: cores.reduce((n, core) => n + core.qty, 0), atRisk: risky.reduce((n, core) => n + core.qty, 0) },
    items: cores.map(({ skuNorm: _n, ...core }) => ({
      ...core,
      depositUnit: view.showPrice ? core.depositUnit : null,
      depositTotal: view.showPrice ? core.depositTotal : null,
    })),
  }
}

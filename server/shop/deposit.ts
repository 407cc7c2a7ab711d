import { round2 } from './money'
import { toCurrency } from './pricing'

/**
 * Deposits on exchange units (issue 31, docs/decisions/018-deposit-vat.md). A deposit is not
 * discounted: every customer pays the catalogue's amount, converted to its currency.
 */
export function depositOf(depositCents: number, currency: string): { value: number; currency: string } | null {
  if (depositCents <= 0) return null
  return toCurrency(depositCents, currency)
}

export function depositTotalOf(unit: number, qty: number): number {
  return round2(unit * qty)
}

const DAY_MS = 86_400_000

/** A core is due back dueDays after the day it was delivered (YYYY-MM-DD in, YYYY-MM-DD out). */
export function coreDueOn(deliveredOn: string, dueDays: number): string {
  return new Date(Date.parse(`${deliveredOn}T00:00:00Z`) + dueDays * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from today to the due day; negative once overdue. */
export function daysLeft(dueOn: string, today: string): number {
  return Math.round((Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
}

/** A core already in a live case is on its way; otherwise it is at risk from reminderDays before its due day. */
export function coreState(left: number, reminderDays: number, inReturn: boolean): 'open' | 'atRisk' | 'overdue' | 'inReturn' {
  if (inReturn) return 'inReturn'
  if (left < 0) return 'overdue'
  return left <= reminderDays ? 'atRisk' : 'open'
}

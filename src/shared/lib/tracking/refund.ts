import type { ServiceCase } from '../../contracts/returns'
import { type TrackEvent, type TrackItem, track } from './track'

type RefundEvent = Extract<TrackEvent, { event: 'refund' }>

/**
 * A device that opens the forms list for the first time would otherwise push every case ever credited:
 * only cases credited in the last 30 days count as news.
 */
export const REFUND_WINDOW_DAYS = 30
const DAY_MS = 86_400_000

/**
 * GA4's refund for a credited case: the credit note is the transaction, each case line an item at what
 * one piece is credited with; value and prices only when the customer sees prices (unitCredit is null
 * otherwise). Null for a case that is not credited (yet), or credited before the window.
 */
export function refundEventOf(serviceCase: ServiceCase, now = new Date()): RefundEvent | null {
  if (serviceCase.status !== 'credited' || !serviceCase.creditNoteId) return null
  const creditedAt = serviceCase.timeline.findLast((step) => step.status === 'credited')?.at
  if (creditedAt && now.getTime() - Date.parse(creditedAt) > REFUND_WINDOW_DAYS * DAY_MS) return null
  const items: TrackItem[] = serviceCase.lines.map((line) => ({
    item_id: line.sku,
    item_name: line.partName,
    item_variant: line.vendorId,
    quantity: line.qty,
    ...(line.unitCredit ? { price: line.unitCredit.value } : {}),
  }))
  const priced = serviceCase.lines.every((line) => line.unitCredit !== null)
  const currency = serviceCase.lines[0]?.unitCredit?.currency
  const value = serviceCase.lines.reduce((sum, line) => sum + line.qty * (line.unitCredit?.value ?? 0), 0)
  return {
    event: 'refund',
    ecommerce: {
      transaction_id: serviceCase.creditNoteId,
      ...(priced && currency ? { currency, value: Math.round(value * 100) / 100 } : {}),
      items,
    },
  }
}

/**
 * Call with the cases the customer's forms list shows: each credited case's refund is pushed once
 * (track() remembers the credit note numbers on the device), however often the list is shown.
 */
export function trackCreditedCases(cases: readonly ServiceCase[], now = new Date()): void {
  for (const serviceCase of cases) {
    const event = refundEventOf(serviceCase, now)
    if (event) track(event)
  }
}

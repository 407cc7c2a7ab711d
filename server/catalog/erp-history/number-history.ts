import { orderNumbers } from '../../checkout/write-orders'
import { Random } from '../random'
import { HISTORY_STREAM } from './generate-history'
import { type CustomerHistory, DAY_MS, type PlannedOrder } from './history-model'

const yy = (ms: number) => String(new Date(ms).getUTCFullYear() % 100).padStart(2, '0')
const six = (n: number) => String(n).padStart(6, '0')

/**
 * Gives the histories of all demo customers their numbers, in time order across customers, the
 * way one ERP numbers everything it issues: gaps between a customer's numbers stand for the other
 * customers' business. Order numbers share the shop's yearly sequence and skip `takenSequences`
 * (shop orders already placed); the highest used per year is returned to advance order_sequences.
 * A delivery's packing list and shipment carry its delivery note's number (DN25-001234 ↔ PL25-001234).
 */
export function numberHistories(histories: CustomerHistory[], seed: number, takenSequences: Map<number, Set<number>>) {
  const r = new Random(seed, HISTORY_STREAM, 999)
  const firsts: Array<{ order: PlannedOrder; customer: number }> = []
  for (const history of histories) {
    for (const order of history.orders) if (order.part === 'first') firsts.push({ order, customer: history.customer.index })
  }
  firsts.sort((a, b) => a.order.placedAt - b.order.placedAt || a.customer - b.customer || a.order.placement - b.order.placement)
  const lastByYear = new Map<number, number>()
  for (const { order } of firsts) {
    const year = new Date(order.placedAt).getUTCFullYear()
    const taken = takenSequences.get(year)
    let sequence = (lastByYear.get(year) ?? 0) + r.int(1, 6)
    while (taken?.has(sequence)) sequence++
    lastByYear.set(year, sequence)
    const numbers = orderNumbers(year, sequence)
    order.number = numbers.first
    if (order.linked) order.linked.number = numbers.second
  }

  type Issue = { day: number; kind: number; customer: number; local: number; prefix: string; assign: (id: string) => void }
  const issues: Issue[] = []
  for (const history of histories) {
    const customer = history.customer.index
    history.deliveries.forEach((delivery, local) => {
      issues.push({
        day: delivery.day,
        kind: 0,
        customer,
        local,
        prefix: 'DN',
        assign: (id) => {
          delivery.deliveryNoteId = id
          delivery.packingListId = `PL${id.slice(2)}`
          if (delivery.shipment) delivery.shipment.id = `SH${id.slice(2)}`
        },
      })
    })
    history.invoices.forEach((invoice, local) => {
      issues.push({ day: invoice.day, kind: 1, customer, local, prefix: 'IN', assign: (id) => (invoice.id = id) })
    })
    history.creditNotes.forEach((note, local) => {
      issues.push({ day: note.day, kind: 2, customer, local, prefix: 'CN', assign: (id) => (note.id = id) })
    })
  }
  issues.sort((a, b) => a.day - b.day || a.kind - b.kind || a.customer - b.customer || a.local - b.local)
  const counters = new Map<string, number>()
  for (const issue of issues) {
    const year = yy(issue.day * DAY_MS)
    const key = `${issue.prefix}${year}`
    const next = (counters.get(key) ?? 0) + r.int(1, 25)
    counters.set(key, next)
    issue.assign(`${key}-${six(next)}`)
  }
  return { lastOrderSequenceByYear: lastByYear }
}

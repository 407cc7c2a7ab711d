import { depositOf } from '../../shop/deposit'
import { round2 } from '../../shop/money'
import type { Random } from '../random'
import type { HistoryCustomer } from './history-customers'
import { type BilledLine, DAY_MS, type PlannedCreditNote, type PlannedDelivery, type PlannedInvoice } from './history-model'

const FREIGHT_NAMES: Record<string, Record<string, string>> = {
  de: { standard: 'Versandkosten Standard', express: 'Versandkosten Express' },
  fr: { standard: 'Frais de port standard', express: 'Frais de port express' },
  en: { standard: 'Freight standard', express: 'Freight express' },
}
/** The article number a freight line carries; it is not a part. */
export const FREIGHT_SKU = 'FREIGHT'

/** Twice a month (15th and last day) for collective invoicing: the first billing day on or after `day`. */
function billingDayFor(day: number): number {
  const date = new Date(day * DAY_MS)
  const y = date.getUTCFullYear()
  const m = date.getUTCMonth()
  const fifteenth = Date.UTC(y, m, 15) / DAY_MS
  return day <= fifteenth ? fifteenth : Date.UTC(y, m + 1, 0) / DAY_MS
}

function billedLines(customer: HistoryCustomer, deliveries: PlannedDelivery[], freightCharged: Set<object>): BilledLine[] {
  const lines: BilledLine[] = []
  for (const delivery of deliveries) {
    for (const { order, line, qty } of delivery.items) {
      const { sku, vendorId, name, oeNumbers } = line.part
      lines.push({
        order,
        sku,
        vendorId,
        name,
        oeNumbers,
        qty,
        unitPrice: line.unitPrice,
        lineTotal: round2(qty * line.unitPrice),
        // What the order would have stored as its deposit_unit: the part's deposit in the customer's currency.
        depositUnit: depositOf(line.part.depositCents, customer.currency)?.value ?? 0,
      })
      // Freight is charged once per order, with its first invoice (the shop puts it on the first order).
      if (order.transport.price > 0 && !freightCharged.has(order)) {
        freightCharged.add(order)
        const names = FREIGHT_NAMES[customer.language] ?? FREIGHT_NAMES.en ?? {}
        const price = order.transport.price
        const freight = { sku: FREIGHT_SKU, vendorId: '', name: names[order.transport.id] ?? order.transport.id, oeNumbers: [] }
        lines.push({ order, ...freight, qty: 1, unitPrice: price, lineTotal: price, depositUnit: 0 })
      }
    }
  }
  return lines
}

/**
 * Invoices the deliveries before today (one per delivery, or collectively twice a month), with
 * payment terms and a payment behaviour (mostly on time, some late, a few very late so that some
 * are overdue), then credit notes for a few returns and price corrections.
 */
export function planInvoices(customer: HistoryCustomer, deliveries: PlannedDelivery[], r: Random, anchorDay: number) {
  const groups = new Map<number, PlannedDelivery[]>()
  for (const delivery of deliveries) {
    const day = customer.collectiveInvoicing ? billingDayFor(delivery.day) : delivery.day
    if (day >= anchorDay) continue
    groups.set(day, [...(groups.get(day) ?? []), delivery])
  }
  const freightCharged = new Set<object>()
  const invoices: PlannedInvoice[] = []
  for (const [day, group] of [...groups.entries()].sort(([a], [b]) => a - b)) {
    const termsDays = customer.paymentTermsDays
    const x = r.next()
    const paidAfter = x < 0.85 ? r.int(3, termsDays) : x < 0.95 ? termsDays + r.int(1, 15) : termsDays + r.int(20, 70)
    const dueDay = day + termsDays
    const status = day + paidAfter < anchorDay ? 'paid' : dueDay < anchorDay ? 'overdue' : 'open'
    const lines = billedLines(customer, group, freightCharged)
    invoices.push({ day, deliveries: group, lines, termsDays, dueDay, status, id: '' })
  }
  const notes = planCreditNotes(invoices, r, anchorDay)
  return { invoices, creditNotes: [...notes, ...planCoreCredits(invoices, notes, anchorDay)] }
}

/** A stable number in [0, 1) from a text: the cores' own chance, so the rest of the history stays as it was. */
function chanceOf(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619)
  // FNV alone leaves the high bits of similar texts alike; MurmurHash3's finalizer spreads them.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b)
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35)
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32
}

/**
 * The old units the workshop brought back: most cores of an invoice come back within 10–35 days and
 * the ERP credits their deposit (a credit note of deposit lines only); about one in eight never does.
 * What was delivered in the last weeks is mostly still out, so the open cores account has a realistic
 * mix of open, at risk and overdue units.
 */
function planCoreCredits(invoices: PlannedInvoice[], returns: PlannedCreditNote[], anchorDay: number): PlannedCreditNote[] {
  // A unit sent back unused had its deposit credited with it: no core of it comes back.
  const unused = new Map<BilledLine, number>()
  for (const note of returns) {
    if (note.reason !== 'return') continue
    for (const line of note.lines) {
      const billed = note.invoice.lines.find((l) => l.order === line.order && l.sku === line.sku)
      if (billed) unused.set(billed, (unused.get(billed) ?? 0) + line.qty)
    }
  }
  const notes: PlannedCreditNote[] = []
  for (const invoice of invoices) {
    const returned = invoice.lines
      .filter((line) => line.depositUnit > 0 && chanceOf(`${line.order.number}|${line.sku}`) < 0.88)
      .map((line) => ({ ...line, qty: line.qty - (unused.get(line) ?? 0), coreOnly: true, lineTotal: 0 }))
      .filter((line) => line.qty > 0)
    if (returned.length === 0) continue
    const day = invoice.day + 10 + Math.floor(chanceOf(`${invoice.day}|${returned[0]?.sku}`) * 26)
    if (day >= anchorDay) continue
    const lines = returned
    notes.push({ invoice, day, reason: 'return', status: day < anchorDay - 14 ? 'settled' : 'open', id: '', lines })
  }
  return notes
}

function planCreditNotes(invoices: PlannedInvoice[], r: Random, anchorDay: number): PlannedCreditNote[] {
  const notes: PlannedCreditNote[] = []
  for (const invoice of invoices) {
    const goods = invoice.lines.filter((line) => line.vendorId !== '')
    const isReturn = r.chance(0.05)
    const isCorrection = !isReturn && r.chance(0.03)
    if ((!isReturn && !isCorrection) || goods.length === 0) continue
    const day = invoice.day + r.int(7, 40)
    if (day >= anchorDay) continue
    const line = r.pick(goods)
    const status = day < anchorDay - 14 ? 'settled' : 'open'
    if (isReturn) {
      const qty = r.int(1, line.qty)
      notes.push({
        invoice,
        day,
        reason: 'return',
        status,
        id: '',
        lines: [{ ...line, qty, lineTotal: round2(qty * line.unitPrice) }],
      })
    } else {
      // A price agreed after the order: the difference per unit, for the quantity invoiced.
      const unitPrice = round2(line.unitPrice * (r.int(5, 15) / 100))
      if (unitPrice <= 0) continue
      // A deposit is never discounted, so a price correction credits the part only.
      const lines = [{ ...line, unitPrice, lineTotal: round2(line.qty * unitPrice), depositUnit: 0 }]
      notes.push({ invoice, day, reason: 'priceCorrection', status, id: '', lines })
    }
  }
  return notes
}

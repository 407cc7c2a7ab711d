import type { CREDIT_NOTE_REASONS, OrderStatus, ShipmentStatus } from '../../../src/shared/contracts/documents-constants'
import type { HistoryPart } from './catalogue-reader'
import type { HistoryCustomer } from './history-customers'

/** The generated history of one customer, in memory, before numbers are assigned and rows written. */

export type PlannedLine = {
  position: number
  part: HistoryPart
  qty: number
  unitPrice: number
  lineTotal: number
  deliveredQty: number
  backorderedQty: number
  expectedDay: number | null
}

export type PlannedOrder = {
  /** A and B of one placement share it; it becomes the order number's sequence. */
  placement: number
  part: 'first' | 'second'
  placedAt: number
  status: OrderStatus
  reference: string
  vin: string | null
  transport: { id: string; price: number }
  paymentId: string
  lines: PlannedLine[]
  linked: PlannedOrder | null
  cancelled: boolean
  number: string
}

export type PlannedShipment = {
  carrier: string
  trackingNumber: string
  trackingUrl: string
  parcels: number
  weightKg: number
  status: ShipmentStatus
  /** Null while it is still being packed. */
  shippedAt: number | null
  deliveredAt: number | null
  id: string
}

export type DeliveryItem = { order: PlannedOrder; line: PlannedLine; qty: number }

/** A delivery is a delivery note, its packing list and (unless picked up) a shipment. */
export type PlannedDelivery = {
  day: number
  items: DeliveryItem[]
  shipment: PlannedShipment | null
  deliveryNoteId: string
  packingListId: string
}

export type BilledLine = {
  order: PlannedOrder
  sku: string
  vendorId: string
  name: string
  oeNumbers: string[]
  qty: number
  unitPrice: number
  lineTotal: number
  /** The deposit per piece in the customer's currency, billed on a line of its own after this one; 0 for none. */
  depositUnit: number
  /** A core credit: the old unit came back, so only its deposit line is written (no goods line). */
  coreOnly?: boolean
}

export type PlannedInvoice = {
  day: number
  deliveries: PlannedDelivery[]
  lines: BilledLine[]
  termsDays: number
  dueDay: number
  status: 'open' | 'paid' | 'overdue'
  id: string
}

export type PlannedCreditNote = {
  invoice: PlannedInvoice
  day: number
  reason: (typeof CREDIT_NOTE_REASONS)[number]
  lines: BilledLine[]
  status: 'open' | 'settled'
  id: string
}

export type CustomerHistory = {
  customer: HistoryCustomer
  orders: PlannedOrder[]
  deliveries: PlannedDelivery[]
  invoices: PlannedInvoice[]
  creditNotes: PlannedCreditNote[]
}

/** Days are whole UTC days since 1970; the history's "today" is the anchor day (its start). */
export const DAY_MS = 86_400_000
export const dayOf = (ms: number) => Math.floor(ms / DAY_MS)
export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** The next working day on or after `day` (Saturday and Sunday move to Monday). */
export function workingDayFrom(day: number): number {
  const weekday = new Date(day * DAY_MS).getUTCDay()
  if (weekday === 6) return day + 2
  if (weekday === 0) return day + 1
  return day
}

export function addWorkingDays(day: number, count: number): number {
  let current = workingDayFrom(day)
  for (let i = 0; i < count; i++) current = workingDayFrom(current + 1)
  return current
}

import { transportOptions } from '../../checkout/transport'
import { round2 } from '../../shop/money'
import { customerPrice } from '../../shop/pricing'
import type { Random } from '../random'
import type { CatalogueReader, HistoryPart, HistoryVehicle } from './catalogue-reader'
import type { HistoryCustomer } from './history-customers'
import { DAY_MS, type PlannedLine, type PlannedOrder, workingDayFrom } from './history-model'

const HISTORY_DAYS = 730
const FAVOURITES = 80

/** Lines per order: mostly a few, now and then a restocking order with a dozen. */
function lineCount(r: Random): number {
  const x = r.next()
  if (x < 0.35) return 1
  if (x < 0.6) return 2
  if (x < 0.75) return 3
  if (x < 0.92) return r.int(4, 6)
  return r.int(7, 12)
}

/** Cheap wear parts come in packs, expensive ones one or two at a time. */
function quantity(r: Random, part: HistoryPart): number {
  if (part.listPriceCents < 2_000) return r.pick([2, 4, 5, 6, 10, 12, 20])
  if (part.listPriceCents < 10_000) return r.int(1, 6)
  return r.int(1, 2)
}

function pickParts(count: number, source: () => HistoryPart | null): HistoryPart[] {
  const chosen = new Map<number, HistoryPart>()
  for (let attempt = 0; attempt < count * 4 && chosen.size < count; attempt++) {
    const part = source()
    if (part) chosen.set(part.id, part)
  }
  return [...chosen.values()]
}

/**
 * The customer's orders over the two years before `anchorDay`: dates on working days, parts from
 * the buyer's regulars (or fitting a vehicle of its fleet, with the VIN), the customer's prices
 * and freight; some split into a first order and a backordered second one (more of them lately,
 * so some are still open), a few cancelled. Fulfilment and documents come later (plan-fulfilment).
 */
export function planOrders(customer: HistoryCustomer, reader: CatalogueReader, r: Random, anchorDay: number): PlannedOrder[] {
  if (reader.partCount === 0) return []
  const lang = customer.language
  const randomPart = () => reader.part(r.int(1, reader.partCount), lang)
  const favourites = pickParts(Math.min(FAVOURITES, reader.partCount), randomPart)
  const fleet: HistoryVehicle[] = []
  for (let i = 0; i < customer.fleetSize && reader.vehicleCount > 0; i++) {
    const vehicle = reader.vehicle(r.int(1, reader.vehicleCount))
    if (vehicle && vehicle.fittingPartIds.length > 0) fleet.push(vehicle)
  }
  const transports = transportOptions(customer.billing.country, customer.currency)

  const count = customer.orders + r.int(-10, 10)
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    let day = workingDayFrom(anchorDay - r.int(1, HISTORY_DAYS))
    if (day >= anchorDay) day -= 3
    times.push(day * DAY_MS + r.int(6 * 60 + 30, 18 * 60) * 60_000)
  }
  times.sort((a, b) => a - b)

  const orders: PlannedOrder[] = []
  times.forEach((placedAt, placement) => {
    const vehicle = fleet.length > 0 && r.chance(customer.vinShare) ? r.pick(fleet) : null
    const source = vehicle
      ? () => reader.part(r.pick(vehicle.fittingPartIds), lang)
      : () => (r.chance(0.7) ? r.pick(favourites) : randomPart())
    const parts = pickParts(lineCount(r), source)
    if (parts.length === 0) return
    const lines: PlannedLine[] = parts.map((part, index) => {
      const qty = quantity(r, part)
      const unitPrice = customerPrice(part.listPriceCents, customer.priceGroup, customer.currency).value
      return blankLine(index + 1, part, qty, unitPrice)
    })
    const x = r.next()
    const transport = transports[x < 0.7 ? 0 : x < 0.85 ? 1 : 2] ?? transports[0]
    const order: PlannedOrder = {
      placement,
      part: 'first',
      placedAt,
      status: 'received',
      reference: customer.reference(r, new Date(placedAt), vehicle !== null),
      vin: vehicle?.vin ?? null,
      transport: { id: transport?.id ?? 'standard', price: transport?.price.value ?? 0 },
      paymentId: r.chance(0.97) ? 'invoice' : 'prepayment',
      lines,
      linked: null,
      cancelled: r.chance(0.02),
      number: '',
    }
    orders.push(order)
    const recent = anchorDay - Math.floor(placedAt / DAY_MS) < 45
    const units = lines.reduce((sum, line) => sum + line.qty, 0)
    if (!order.cancelled && units >= 2 && r.chance(recent ? 0.4 : 0.1)) orders.push(splitOff(order, r))
  })
  return orders
}

function blankLine(position: number, part: HistoryPart, qty: number, unitPrice: number): PlannedLine {
  return {
    position,
    part,
    qty,
    unitPrice,
    lineTotal: round2(qty * unitPrice),
    deliveredQty: 0,
    backorderedQty: 0,
    expectedDay: null,
  }
}

/** Moves part of the order to a second (B) order, as the shop does when stock is short; at least one unit stays. */
function splitOff(first: PlannedOrder, r: Random): PlannedOrder {
  const now: PlannedLine[] = []
  const later: PlannedLine[] = []
  first.lines.forEach((line, index) => {
    const isLast = index === first.lines.length - 1
    let rest = r.chance(0.5) ? r.int(1, line.qty) : 0
    if (isLast && later.length === 0) rest = Math.max(1, rest)
    if (isLast && now.length === 0) rest = Math.min(rest, line.qty - 1)
    const shipNow = line.qty - rest
    if (shipNow > 0) now.push(blankLine(now.length + 1, line.part, shipNow, line.unitPrice))
    if (rest > 0) later.push(blankLine(later.length + 1, line.part, rest, line.unitPrice))
  })
  first.lines = now
  const second: PlannedOrder = {
    ...first,
    part: 'second',
    status: 'backordered',
    transport: { ...first.transport, price: 0 },
    lines: later,
    linked: first,
  }
  first.linked = second
  return second
}

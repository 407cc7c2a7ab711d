import { round2 } from '../../shop/money'
import type { Random } from '../random'
import { chooseCarrier, packages } from './carriers'
import type { HistoryCustomer } from './history-customers'
import {
  addWorkingDays,
  DAY_MS,
  type DeliveryItem,
  dayOf,
  type PlannedDelivery,
  type PlannedOrder,
  type PlannedShipment,
  workingDayFrom,
} from './history-model'

/** The day each part of an order leaves the warehouse: next working day after 14:00, backorders weeks later. */
function shippingPlan(order: PlannedOrder, r: Random): Array<{ day: number; items: DeliveryItem[] }> {
  const placedDay = dayOf(order.placedAt)
  const items = order.lines.map((line) => ({ order, line, qty: line.qty }))
  if (order.part === 'second') return [{ day: addWorkingDays(placedDay, r.int(5, 25)), items }]
  const afternoon = new Date(order.placedAt).getUTCHours() >= 14
  const day = afternoon ? addWorkingDays(placedDay, 1) : workingDayFrom(placedDay)
  // Now and then a multi-line order leaves in two deliveries (one line waited for a transfer between branches).
  if (items.length >= 3 && r.chance(0.06)) {
    const cut = r.int(1, items.length - 1)
    return [
      { day, items: items.slice(0, cut) },
      { day: addWorkingDays(day, r.int(2, 6)), items: items.slice(cut) },
    ]
  }
  return [{ day, items }]
}

function planShipment(customer: HistoryCustomer, delivery: PlannedDelivery, r: Random, anchorDay: number): PlannedShipment {
  const goodsKg = delivery.items.reduce((sum, item) => sum + (item.line.part.weightG * item.qty) / 1000, 0)
  const express = delivery.items.some((item) => item.order.transport.id === 'express')
  const carrier = chooseCarrier(r, customer.billing.country, goodsKg, express)
  const parcels = packages(carrier, goodsKg)
  const weightKg = round2(goodsKg + parcels * 0.4)
  const trackingNumber = carrier.trackingNumber(r)
  const shippedAt = delivery.day * DAY_MS + r.int(15 * 60, 18 * 60) * 60_000
  const arrivalDay = addWorkingDays(delivery.day, express ? 1 : r.int(1, 2))
  const deliveredAt = arrivalDay * DAY_MS + r.int(8 * 60, 16 * 60) * 60_000
  const shipment = {
    carrier: carrier.name,
    trackingNumber,
    trackingUrl: carrier.trackingUrl(trackingNumber),
    parcels,
    weightKg,
    id: '',
  }
  if (delivery.day >= anchorDay) return { ...shipment, status: 'preparing', shippedAt: null, deliveredAt: null }
  if (arrivalDay >= anchorDay) return { ...shipment, status: 'inTransit', shippedAt, deliveredAt: null }
  // A failed delivery attempt shows as an exception until the carrier tries again.
  if (anchorDay - arrivalDay <= 10 && r.chance(0.04)) return { ...shipment, status: 'exception', shippedAt, deliveredAt: null }
  return { ...shipment, status: 'delivered', shippedAt, deliveredAt }
}

/**
 * Groups what ships on the same day into one delivery (delivery note, packing list, shipment):
 * a buyer's orders of one day travel together. Pick-ups get papers but no shipment. What would
 * ship after today stays open: a backordered line keeps its quantity and the expected day.
 */
export function planDeliveries(
  customer: HistoryCustomer,
  orders: PlannedOrder[],
  r: Random,
  anchorDay: number,
): PlannedDelivery[] {
  const byKey = new Map<string, PlannedDelivery>()
  for (const order of orders) {
    if (order.cancelled) continue
    for (const step of shippingPlan(order, r)) {
      if (step.day > anchorDay) {
        for (const item of step.items) {
          if (order.part === 'second') {
            item.line.backorderedQty = item.line.qty
            item.line.expectedDay = step.day
          }
        }
        continue
      }
      const pickup = order.transport.id === 'pickup'
      const key = `${step.day}:${pickup}`
      const delivery = byKey.get(key) ?? { day: step.day, items: [], shipment: null, deliveryNoteId: '', packingListId: '' }
      delivery.items.push(...step.items)
      byKey.set(key, delivery)
      for (const item of step.items) item.line.deliveredQty = item.qty
    }
  }
  const deliveries = [...byKey.values()].sort((a, b) => a.day - b.day)
  for (const delivery of deliveries) {
    const pickup = delivery.items.every((item) => item.order.transport.id === 'pickup')
    if (!pickup) delivery.shipment = planShipment(customer, delivery, r, anchorDay)
  }
  return deliveries
}

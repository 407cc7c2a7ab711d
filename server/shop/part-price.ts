import { customerPrice, toCurrency } from './pricing'

/** A price from a quantity on, in euro cents (the catalogue's currency). */
export type ScaleRow = { minQuantity: number; priceCents: number }

/** What the catalogue knows about one part's price for one customer (server/db/repositories/part-price-repository.ts). */
export type PartPriceRows = {
  listPriceCents: number
  /** Price group `LIST`: the list price's quantity scales. */
  list: ScaleRow[]
  /** The customer's price group's net prices with their scales. */
  group: ScaleRow[]
  /** The customer's own net price (customer_part_prices); it wins over every scale. */
  customerNetCents: number | null
}

export type PriceBasis = { priceGroup: string; currency: string }
export type Money = { value: number; currency: string }

/** A part without imported price rows: list price only (the demo's parts, or a list-price-only import). */
export const listPriceOnly = (listPriceCents: number): PartPriceRows => ({
  listPriceCents,
  list: [],
  group: [],
  customerNetCents: null,
})

/** The row with the greatest minimum quantity that the quantity reaches; undefined when none does. */
function scaleAt(rows: readonly ScaleRow[], quantity: number): ScaleRow | undefined {
  let best: ScaleRow | undefined
  for (const row of rows) if (row.minQuantity <= quantity && (!best || row.minQuantity > best.minQuantity)) best = row
  return best
}

/**
 * A customer's unit price for a part at a quantity, in the customer's currency rounded to cents
 * (docs/catalogue-import.md "Prices"): the customer's net price, else the group's scale price, else
 * the list price (its `LIST` scale or the part's) minus the group's discount; then converted.
 */
export function partPrice(rows: PartPriceRows, basis: PriceBasis, quantity = 1): Money {
  if (rows.customerNetCents !== null) return toCurrency(rows.customerNetCents, basis.currency)
  const group = scaleAt(rows.group, quantity)
  if (group) return toCurrency(group.priceCents, basis.currency)
  const list = scaleAt(rows.list, quantity)?.priceCents ?? rows.listPriceCents
  return customerPrice(list, basis.priceGroup, basis.currency)
}

/**
 * The quantities from which the unit price changes, with that price ("from 10 pcs: …"), for the
 * product page. Empty when the price is the same for every quantity (no scales, or a customer net price).
 */
export function scalePrices(rows: PartPriceRows, basis: PriceBasis): Array<{ minQuantity: number; price: Money }> {
  const thresholds = [...new Set([...rows.list, ...rows.group].map((row) => row.minQuantity))]
    .filter((quantity) => quantity > 1)
    .sort((a, b) => a - b)
  const scales: Array<{ minQuantity: number; price: Money }> = []
  let previous = partPrice(rows, basis, 1).value
  for (const minQuantity of thresholds) {
    const price = partPrice(rows, basis, minQuantity)
    if (price.value !== previous) scales.push({ minQuantity, price })
    previous = price.value
  }
  return scales
}

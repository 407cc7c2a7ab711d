/**
 * Customer prices from a part's list price (stored per part in euro cents): the customer's price
 * group gives a discount, the customer's currency a conversion. Demo rates, fixed so prices are
 * reproducible; an ERP would supply both tables.
 */
export const PRICE_GROUP_DISCOUNTS: Record<string, number> = {
  /** Retail: list price. */
  RET: 0,
  /** Workshops. */
  WS: 0.18,
  /** Fleets. */
  FL: 0.25,
  /** International dealers. */
  INT: 0.32,
}

export const CURRENCY_RATES: Record<string, number> = {
  EUR: 1,
  CHF: 0.95,
  GBP: 0.85,
  USD: 1.08,
  PLN: 4.3,
  SEK: 11.4,
  DKK: 7.46,
  CZK: 25.1,
}

/** The day the demo rates above apply from (the ERP would send one per rate). */
export const CURRENCY_RATES_DATE = '2026-11-02'

/** What one unit of `from` buys of `to`, to six significant digits; null for a currency without a rate. */
export function crossRate(from: string, to: string): number | null {
  const a = CURRENCY_RATES[from]
  const b = CURRENCY_RATES[to]
  return a && b ? Number((b / a).toPrecision(6)) : null
}

/** Euro cents in the customer's currency, rounded to cents; unknown currencies get euros. */
export function toCurrency(euroCents: number, currency: string): { value: number; currency: string } {
  const code = currency in CURRENCY_RATES ? currency : 'EUR'
  const cents = Math.round(euroCents * (CURRENCY_RATES[code] ?? 1))
  return { value: cents / 100, currency: code }
}

/** The list price minus the group's discount in the customer's currency; unknown groups pay list price. */
export function customerPrice(listPriceCents: number, priceGroup: string, currency: string): { value: number; currency: string } {
  return toCurrency(listPriceCents * (1 - (PRICE_GROUP_DISCOUNTS[priceGroup] ?? 0)), currency)
}

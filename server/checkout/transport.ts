import { CURRENCY_RATES } from '../shop/pricing'

/** Demo freight table in euros; an ERP would supply it. Pickup is free at the serving branch. */
const OPTIONS = [
  { id: 'standard', domestic: 9.9, abroad: 19.9, days: '1-2' },
  { id: 'express', domestic: 24.9, abroad: 49.9, days: '1' },
  { id: 'pickup', domestic: 0, abroad: 0, days: '0' },
] as const

/** Countries the demo warehouses (Wildeshausen, Wels, Saint-Priest) deliver to at the domestic rate. */
const DOMESTIC = new Set(['DE', 'AT', 'FR'])

export type TransportOption = { id: string; price: { value: number; currency: { code: string } }; days: string }

export function transportOptions(shippingCountry: string, currency: string): TransportOption[] {
  const code = currency in CURRENCY_RATES ? currency : 'EUR'
  const rate = CURRENCY_RATES[code] ?? 1
  return OPTIONS.map((option) => {
    const euros = DOMESTIC.has(shippingCountry) ? option.domestic : option.abroad
    return { id: option.id, price: { value: Math.round(euros * rate * 100) / 100, currency: { code } }, days: option.days }
  })
}

import { describe, expect, it } from 'vitest'
import { paypalAmountValue, paypalLocale } from './paypal-amount'

describe('PayPal amounts and locales', () => {
  it('writes cents as PayPal’s decimal string, without decimals where the currency has none', () => {
    expect(paypalAmountValue(12345, 'EUR')).toBe('123.45')
    expect(paypalAmountValue(100, 'EUR')).toBe('1.00')
    expect(paypalAmountValue(7, 'CHF')).toBe('0.07')
    expect(paypalAmountValue(500, 'HUF')).toBe('500')
  })

  it('opens PayPal in the shop language, in the buyer’s country variant where PayPal has one', () => {
    expect(paypalLocale('de', 'AT')).toBe('de-AT')
    expect(paypalLocale('de', 'DE')).toBe('de-DE')
    expect(paypalLocale('fr', 'BE')).toBe('fr-BE')
    expect(paypalLocale('en', 'DE')).toBe('en-GB')
    expect(paypalLocale('pt', 'PT')).toBe('pt-PT')
  })
})

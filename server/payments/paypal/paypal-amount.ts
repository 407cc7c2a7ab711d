import { isLanguage, LOCALE_OF } from '../../../src/shared/contracts/languages'

/** Currencies PayPal takes without decimals (its currency-codes reference); every other one has two. */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD'])

/** The shop's cents as PayPal's `amount.value` string: 12345 EUR → '123.45', 500 JPY → '500'. */
export function paypalAmountValue(amountCents: number, currency: string): string {
  if (ZERO_DECIMAL.has(currency.toUpperCase())) return String(amountCents)
  return (amountCents / 100).toFixed(2)
}

// PayPal's locales (BCP 47): the shop's own locale per language; a buyer's country picks a closer one where PayPal has it.
const COUNTRY_LOCALES = new Set(['de-AT', 'de-CH', 'fr-BE', 'fr-CH', 'fr-LU', 'it-CH', 'nl-BE', 'en-US', 'en-IE', 'pt-BR'])

/** The approval page's language: the buyer's shop language, in the buyer's country's variant when PayPal knows it. */
export function paypalLocale(language: string, country: string): string {
  const candidate = `${language}-${country.toUpperCase()}`
  if (COUNTRY_LOCALES.has(candidate)) return candidate
  return isLanguage(language) ? LOCALE_OF[language] : 'en-GB'
}

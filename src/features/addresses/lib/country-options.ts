import { POSTCODE_PATTERNS } from '../../../shared/contracts/customer-lists-constants'
import { type Language, LOCALE_OF } from '../../../shared/contracts/languages'

/** ICU's name of a country in the page language; the code if unknown. */
export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([LOCALE_OF[lang]], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** The countries a delivery address may be in: those whose postcode format the shop checks, by name. */
export function deliveryCountries(lang: Language): Array<{ code: string; name: string }> {
  const collator = new Intl.Collator(LOCALE_OF[lang])
  return Object.keys(POSTCODE_PATTERNS)
    .map((code) => ({ code, name: countryName(code, lang) }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

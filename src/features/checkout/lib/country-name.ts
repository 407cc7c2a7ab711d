import { type Language, LOCALE_OF } from '../../../shared/contracts/languages'

/** ICU's name of a country in the page language (as the server names them for /geoselection); the code if unknown. */
export function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([LOCALE_OF[lang]], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

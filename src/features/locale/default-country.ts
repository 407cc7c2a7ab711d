import { DEFAULT_ENTITY_ID } from '../../shared/contracts/auth-constants'
import { type Language, LOCALE_OF } from '../../shared/contracts/languages'

/** SPEC.md §3/§9: the country before any country data has loaded. */
export const DEFAULT_COUNTRY = { countryID: 'DE', countryName: 'Deutschland', entityID: DEFAULT_ENTITY_ID } as const

/**
 * The name shown while `/api/country` has not answered yet (first visit, offline): never the bare code.
 * Germany is "Deutschland" (SPEC.md's default); another country ICU's name in the page language,
 * which is also how the server names it.
 */
export function countryNameBeforeLoad(countryID: string, lang: Language): string {
  if (countryID === DEFAULT_COUNTRY.countryID && lang === 'de') return DEFAULT_COUNTRY.countryName
  try {
    const name = new Intl.DisplayNames([LOCALE_OF[lang]], { type: 'region', fallback: 'none' }).of(countryID)
    if (name && name !== countryID) return name
  } catch {}
  return DEFAULT_COUNTRY.countryName
}

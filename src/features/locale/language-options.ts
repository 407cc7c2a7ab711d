import { AUTONYM, LANGUAGES, type Language, LOCALE_OF } from '../../shared/contracts/languages'

/** SPEC.md §9: the dropdown filter waits 300 ms after the last keystroke. */
export const LANGUAGE_FILTER_DEBOUNCE_MS = 300

/**
 * A dropdown entry, SPEC.md §3 Language (code, langCode, name, modifier): `langCode` the locale the
 * language formats with (de-DE), `modifier` the entry's BEM modifier, its locale's region in lower case
 * (`language-choice__option--gb`, where a flag can hang). `country` is the language's country in its
 * own words, or its bare code when ICU has no name.
 */
export type LanguageOption = {
  code: Language
  langCode: string
  name: string
  modifier: string
  country: string
  searchText: string
}

const regionOf = (lang: Language) => LOCALE_OF[lang].split('-')[1] ?? ''

function regionName(lang: Language): string {
  const region = regionOf(lang)
  try {
    return new Intl.DisplayNames([LOCALE_OF[lang]], { type: 'region', fallback: 'none' }).of(region) ?? region
  } catch {
    return region
  }
}

/** SPEC.md §9: the country line shows only when the country value is longer than 2 characters (not a bare code). */
export function showsCountryLine(country: string): boolean {
  return country.length > 2
}

/** The entries, with what a filter matches: the autonym, the code, the country and the name in the page's language. */
export function languageOptions(pageLanguage: Language): LanguageOption[] {
  let inPageLanguage: Intl.DisplayNames | null = null
  try {
    inPageLanguage = new Intl.DisplayNames([LOCALE_OF[pageLanguage]], { type: 'language' })
  } catch {}
  return LANGUAGES.map((code) => {
    const country = regionName(code)
    const local = inPageLanguage?.of(code) ?? ''
    return {
      code,
      langCode: LOCALE_OF[code],
      name: AUTONYM[code],
      modifier: regionOf(code).toLowerCase(),
      country,
      searchText: [AUTONYM[code], code, country, local].join(' ').toLocaleLowerCase(),
    }
  })
}

/** The entries matching a filter (case-insensitive, anywhere in the searchable text). */
export function filterLanguages(options: LanguageOption[], filter: string): LanguageOption[] {
  const wanted = filter.trim().toLocaleLowerCase()
  return wanted ? options.filter((option) => option.searchText.includes(wanted)) : options
}

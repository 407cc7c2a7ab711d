export const LANGUAGES = ['de', 'en', 'fr', 'it', 'ru', 'nl', 'pt', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

/** SPEC.md §2: German is served without a path prefix; every other language prefixes every route. */
export const DEFAULT_LANGUAGE: Language = 'de'

let unprefixed: Language = DEFAULT_LANGUAGE

/**
 * The language of the paths without a prefix: German unless the shop's DEFAULT_LANGUAGE says
 * otherwise (issue 15). Then that language loses its prefix and German gains `/de`. The server sets
 * it from its configuration at start; the SPA from GET /api/meta (remembered on the device).
 */
export function unprefixedLanguage(): Language {
  return unprefixed
}

export function setUnprefixedLanguage(lang: Language): void {
  unprefixed = lang
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The BCP 47 locale used for number, date and name formatting. */
export const LOCALE_OF: Record<Language, string> = {
  de: 'de-DE',
  en: 'en-GB',
  fr: 'fr-FR',
  it: 'it-IT',
  ru: 'ru-RU',
  nl: 'nl-NL',
  pt: 'pt-PT',
  es: 'es-ES',
}

/** The country a page's language implies until the user picks one (SPEC.md §4). */
export const COUNTRY_OF_LANGUAGE: Record<Language, string> = {
  de: 'DE',
  en: 'GB',
  fr: 'FR',
  it: 'IT',
  ru: 'RU',
  nl: 'NL',
  pt: 'PT',
  es: 'ES',
}

/**
 * The country a page in this language assumes for a visitor (SPEC.md §4): the shop's own language (the
 * unprefixed one) means the shop's default country (DEFAULT_COUNTRY or the admin setting), any other
 * language its own country. The SPA's country store and the server's first-page hints both ask here,
 * so the hinted reads are the ones the SPA makes.
 */
export function countryOfLanguage(lang: Language, defaultCountry: string): string {
  return lang === unprefixedLanguage() ? defaultCountry : COUNTRY_OF_LANGUAGE[lang]
}

/** Each language named in its own words, so a reader finds theirs whatever the page shows. */
export const AUTONYM: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  ru: 'Русский',
  nl: 'Nederlands',
  pt: 'Português',
  es: 'Español',
}

import { useLingui } from '@lingui/react'
import { isLanguage, type Language, unprefixedLanguage } from '../contracts/languages'

/** The language the page is shown in (set from the URL before each route renders). */
export function useLanguage(): Language {
  const { i18n } = useLingui()
  return isLanguage(i18n.locale) ? i18n.locale : unprefixedLanguage()
}

/** The value of the optional `{-$lang}` route segment: none for the unprefixed language (German by default). */
export function langParam(lang: Language): string | undefined {
  return lang === unprefixedLanguage() ? undefined : lang
}

export function useLangParam(): { lang: string | undefined } {
  return { lang: langParam(useLanguage()) }
}

/** The language a `{-$lang}` route segment names (validated by the language layout route). */
export function routeLanguage(param: string | undefined): Language {
  return isLanguage(param) ? param : unprefixedLanguage()
}

import { i18n } from '@lingui/core'
import { type Language, LOCALE_OF } from '../contracts/languages'

const loaders: Record<Language, () => Promise<{ messages: Record<string, unknown> }>> = {
  de: () => import('../../../locales/de/messages.po'),
  en: () => import('../../../locales/en/messages.po'),
  fr: () => import('../../../locales/fr/messages.po'),
  it: () => import('../../../locales/it/messages.po'),
  ru: () => import('../../../locales/ru/messages.po'),
  nl: () => import('../../../locales/nl/messages.po'),
  pt: () => import('../../../locales/pt/messages.po'),
  es: () => import('../../../locales/es/messages.po'),
}

/** Loads a language's catalog on first use (one chunk per language) and makes it the active one. */
export async function activateLanguage(lang: Language): Promise<void> {
  if (i18n.locale === lang) return
  try {
    const { messages } = await loaders[lang]()
    i18n.loadAndActivate({ locale: lang, locales: [LOCALE_OF[lang]], messages: messages as never })
  } catch (error) {
    // SPEC.md §8: a failed locale load is logged only; the page keeps the language it had.
    console.warn(`could not load the ${lang} catalog`, error)
    return
  }
  document.documentElement.lang = lang
}

export { i18n }

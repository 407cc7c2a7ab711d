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

/** A second catalog layer over the main one (the partner portal's wording, issue 15): raw ICU strings by message id. */
export type CatalogOverlay = (lang: Language) => Promise<Record<string, string>>
let overlay: CatalogOverlay | null = null

/** Sets (or with null, removes) the overlay and applies it to the active language. */
export function setCatalogOverlay(next: CatalogOverlay | null): void {
  overlay = next
  if (next && i18n.locale) void applyOverlay(i18n.locale as Language)
}

/**
 * Merges the overlay over the loaded catalog (i18n.load merges). Overrides are plain ICU text, so
 * they are compiled here; the compiler is a chunk of its own that only a partner portal loads.
 * Never awaited by a render: the page shows the main wording until the partner's arrives.
 */
async function applyOverlay(lang: Language): Promise<void> {
  if (!overlay) return
  try {
    const texts = await overlay(lang)
    const ids = Object.keys(texts)
    if (ids.length === 0 || i18n.locale !== lang) return
    const { compileMessage } = await import('@lingui/message-utils/compileMessage')
    i18n.load(lang, Object.fromEntries(ids.map((id) => [id, compileMessage(texts[id] as string)])) as never)
  } catch (error) {
    console.warn(`could not load the partner wording for ${lang}`, error)
  }
}

/** Loads a language's catalog on first use (one chunk per language) and makes it the active one. */
export async function activateLanguage(lang: Language): Promise<void> {
  if (i18n.locale === lang) return
  try {
    const { messages } = await loaders[lang]()
    i18n.loadAndActivate({ locale: lang, locales: [LOCALE_OF[lang]], messages: messages as never })
    void applyOverlay(lang)
  } catch (error) {
    // SPEC.md §8: a failed locale load is logged only; the page keeps the language it had.
    console.warn(`could not load the ${lang} catalog`, error)
    return
  }
  document.documentElement.lang = lang
}

export { i18n }

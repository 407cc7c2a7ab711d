import { useLingui } from '@lingui/react/macro'
import type { GlobalAlertType } from '../../../shared/contracts/admin-constants'
import type { Language } from '../../../shared/contracts/languages'

export function useTypeLabels(): Record<GlobalAlertType, string> {
  const { t } = useLingui()
  return { positive: t`Information (green)`, warning: t`Warning (amber)`, negative: t`Disruption (red)` }
}

/** Each language named in itself, as a language picker does. */
export function useLanguageNames(): Record<Language, string> {
  return {
    de: 'Deutsch',
    en: 'English',
    fr: 'Français',
    it: 'Italiano',
    ru: 'Русский',
    nl: 'Nederlands',
    pt: 'Português',
    es: 'Español',
  }
}

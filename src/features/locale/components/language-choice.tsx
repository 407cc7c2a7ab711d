import { Trans } from '@lingui/react/macro'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useId } from 'react'
import { LANGUAGES, type Language } from '../../../shared/contracts/languages'
import { localizePath, splitLanguage } from '../../../shared/contracts/routes'
import { setCookie } from '../../../shared/lib/cookies'
import { useLanguage } from '../../../shared/lib/language'

/** Each language named in its own words, so a reader finds theirs whatever the page shows. */
const AUTONYM: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  ru: 'Русский',
  nl: 'Nederlands',
  pt: 'Português',
  es: 'Español',
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function LanguageChoice() {
  const lang = useLanguage()
  const router = useRouter()
  const location = useLocation()

  const change = (next: Language) => {
    setCookie('i18n_redirected', next, ONE_YEAR_SECONDS)
    const { rest } = splitLanguage(location.pathname)
    void router.navigate({ href: `${localizePath(rest, next)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}` })
  }

  const id = useId()
  return (
    <span className="language-choice">
      <label htmlFor={id} className="visually-hidden">
        <Trans>Language</Trans>
      </label>
      <select id={id} value={lang} onChange={(event) => change(event.target.value as Language)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {AUTONYM[code]}
          </option>
        ))}
      </select>
    </span>
  )
}

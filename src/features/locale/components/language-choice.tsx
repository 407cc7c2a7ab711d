import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useRouter } from '@tanstack/react-router'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Language } from '../../../shared/contracts/languages'
import { AUTONYM } from '../../../shared/contracts/languages'
import { localizePath, splitLanguage } from '../../../shared/contracts/routes'
import { setCookie } from '../../../shared/lib/cookies'
import { useLanguage } from '../../../shared/lib/language'
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value'
import { filterLanguages, LANGUAGE_FILTER_DEBOUNCE_MS, languageOptions, showsCountryLine } from '../language-options'
import './language-choice.css'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * The language dropdown (SPEC.md §9): a button opens a filterable list (300 ms debounce); each entry
 * is named in its own language, with a country line when the country is more than a bare code.
 * Escape or a click outside closes it and gives the focus back to the button.
 */
/** `inline`: the list opens in the page's flow (the menu drawer) rather than as a popup under the button. */
export function LanguageChoice({ inline = false }: { inline?: boolean }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const router = useRouter()
  const location = useLocation()
  const id = useId()
  const current = AUTONYM[lang]
  const [open, setOpen] = useState(false)
  const [filter, setFilter] = useState('')
  const debounced = useDebouncedValue(filter, LANGUAGE_FILTER_DEBOUNCE_MS)
  // Built when the list opens: the country and language names come from ICU, which is slow to start on a
  // phone, and the header renders this closed on every first page (issue 17).
  const options = useMemo(() => (open ? languageOptions(lang) : []), [open, lang])
  const shown = filterLanguages(options, debounced)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const filterField = useRef<HTMLInputElement>(null)

  const close = (refocus: boolean) => {
    setOpen(false)
    setFilter('')
    if (refocus) toggle.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    filterField.current?.focus()
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const change = (next: Language) => {
    close(true)
    setCookie('i18n_redirected', next, ONE_YEAR_SECONDS)
    const { rest } = splitLanguage(location.pathname)
    void router.navigate({ href: `${localizePath(rest, next)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}` })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close(true)
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere inside closes the dropdown; the button and list stay the controls.
    <div className="language-choice" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="language-choice__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t`Language: ${current}. Change language`}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <span lang={lang}>{AUTONYM[lang]}</span>
        <span aria-hidden="true"> ▾</span>
      </button>
      {open && (
        <div id={`${id}-panel`} className={`language-choice__panel${inline ? ' language-choice__panel--inline' : ''}`}>
          <label htmlFor={`${id}-filter`}>
            <Trans>Filter languages</Trans>
          </label>
          <input
            ref={filterField}
            id={`${id}-filter`}
            type="search"
            autoComplete="off"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <ul className="language-choice__list" aria-label={t`Languages`}>
            {shown.map((option) => (
              <li key={option.code} className={`language-choice__option language-choice__option--${option.modifier}`}>
                <button
                  type="button"
                  lang={option.code}
                  aria-current={option.code === lang ? 'true' : undefined}
                  onClick={() => change(option.code)}
                >
                  <span className="language-choice__name">{option.name}</span>
                  {showsCountryLine(option.country) && <span className="language-choice__country">{option.country}</span>}
                </button>
              </li>
            ))}
          </ul>
          {shown.length === 0 && (
            <p role="status">
              <Trans>No language matches.</Trans>
            </p>
          )}
        </div>
      )}
    </div>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { localizePath } from '../../../shared/contracts/routes'
import { useLanguage } from '../../../shared/lib/language'
import { SearchIcon } from '../../../shared/ui/icons'

/** The header search field. An empty submit does nothing (SPEC.md §5). */
export function HeaderSearch() {
  const { t } = useLingui()
  const lang = useLanguage()
  const [term, setTerm] = useState('')

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const trimmed = term.trim()
    if (!trimmed) return
    window.location.assign(`${localizePath('/search/results', lang)}?term=${encodeURIComponent(trimmed)}`)
  }

  return (
    <search className="header-search">
      <form onSubmit={submit}>
        <label htmlFor="header-search-input" className="visually-hidden">
          <Trans>Search parts</Trans>
        </label>
        <input
          id="header-search-input"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t`Article number, OE number or description`}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="icon-button" aria-label={t`Search`}>
          <SearchIcon />
        </button>
      </form>
    </search>
  )
}

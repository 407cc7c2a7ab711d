import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import { VIN_LENGTH } from '../../../shared/contracts/catalog-constants'
import { useLangParam } from '../../../shared/lib/language'
import { SearchIcon } from '../../../shared/ui/icons'
import { useVinSuggestions } from '../api/vin-suggestions'
import { cutVin, isCompleteVin } from '../lib/vin'

/**
 * The VIN field: cut at 17 characters; a shorter VIN shows `header.search.vin.termLengthError` and
 * searches nothing. While empty and focused it offers the customer's recent VINs (SPEC.md §4).
 */
export function VinSearchField({ showSuggestions = true }: { showSuggestions?: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const params = useLangParam()
  const inputId = useId()
  const errorId = useId()
  const panelId = useId()
  const containerRef = useRef<HTMLFieldSetElement>(null)
  const [vin, setVin] = useState('')
  const [focused, setFocused] = useState(false)
  const [error, setError] = useState(false)
  const suggestions = useVinSuggestions(showSuggestions)
  const panelOpen = showSuggestions && focused && vin === '' && suggestions.length > 0

  const search = (value: string) => {
    if (!isCompleteVin(value)) {
      setError(true)
      return
    }
    setError(false)
    setFocused(false)
    void navigate({ to: '/{-$lang}/vin/search/$vin', params: { ...params, vin: value } })
  }

  return (
    <fieldset
      ref={containerRef}
      aria-label={t`VIN search`}
      className="part-search"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <form
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault()
          search(vin)
        }}
        noValidate
      >
        <label htmlFor={inputId} className="visually-hidden">
          <Trans>Vehicle identification number (VIN)</Trans>
        </label>
        <input
          id={inputId}
          value={vin}
          onChange={(event) => {
            setVin(cutVin(event.target.value))
            setError(false)
          }}
          placeholder={t`17-character VIN`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={VIN_LENGTH}
          aria-invalid={error}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="icon-button search-form__submit" aria-label={t`Search vehicle`}>
          <SearchIcon />
        </button>
      </form>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {t({ id: 'header.search.vin.termLengthError', message: 'A VIN has exactly 17 characters.' })}
        </p>
      )}
      <section id={panelId} className="search-dropdown" hidden={!panelOpen} aria-label={t`Recently searched VINs`}>
        <ul className="search-dropdown__list">
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button type="button" className="suggestion" onClick={() => search(suggestion)}>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </fieldset>
  )
}

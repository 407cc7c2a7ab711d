import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId, useRef, useState } from 'react'
import { normaliseVin, vinCharacterProblem, vinProblem } from '../../../shared/contracts/vin-rules'
import { useLangParam } from '../../../shared/lib/language'
import { SearchIcon } from '../../../shared/ui/icons'
import { ScanButton, type ScanFormat } from '../../../shared/ui/scan-button'
import { useVinSuggestions } from '../api/vin-suggestions'
import { scannedVin } from '../lib/scanned-vin'
import { useVinProblemText } from '../lib/use-vin-problem-text'

/** Where VINs are printed as codes: Code 39 on door pillars, DataMatrix and QR on newer labels and papers, Code 128 on some. */
const VIN_FORMATS: ScanFormat[] = ['code_39', 'data_matrix', 'qr_code', 'code_128']

type Props = {
  /** The recent-VIN panel; only a logged-in customer has a history. */
  showSuggestions?: boolean
  /** A VIN that came in the address, shown for correction. */
  initialVin?: string
}

/**
 * The VIN field: normalised (spaces and dashes out, upper case) and cut at 17 characters. A letter
 * no VIN has (I, O, Q) is pointed at while typing; a short VIN shows `header.search.vin.termLengthError`
 * on submit; either way nothing is searched. While empty and focused it offers the customer's recent
 * VINs (SPEC.md §4).
 */
export function VinSearchField({ showSuggestions = true, initialVin = '' }: Props) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const params = useLangParam()
  const inputId = useId()
  const errorId = useId()
  const panelId = useId()
  const containerRef = useRef<HTMLFieldSetElement>(null)
  const problemText = useVinProblemText()
  const [vin, setVin] = useState(() => normaliseVin(initialVin))
  const [focused, setFocused] = useState(false)
  const [submitted, setSubmitted] = useState(initialVin !== '')
  const suggestions = useVinSuggestions(showSuggestions)
  const panelOpen = showSuggestions && focused && vin === '' && suggestions.length > 0
  const problem = submitted ? vinProblem(vin) : vinCharacterProblem(vin)

  const search = (value: string) => {
    if (vinProblem(value)) {
      setSubmitted(true)
      return
    }
    setSubmitted(false)
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
        {/* No maxLength: the browser would cut a pasted "WDB 963…" at 17 before its space is removed. */}
        <input
          id={inputId}
          value={vin}
          onChange={(event) => {
            setVin(normaliseVin(event.target.value))
            setSubmitted(false)
          }}
          placeholder={t`17-character VIN`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby={problem ? errorId : undefined}
        />
        <ScanButton
          label={t`Scan a VIN`}
          formats={VIN_FORMATS}
          className="search-form__scan"
          onScan={({ text }) => {
            const scanned = scannedVin(text)
            if (!scanned) return null
            setVin(scanned)
            search(scanned)
            return t`VIN ${scanned}`
          }}
        />
        <button type="submit" className="icon-button search-form__submit" aria-label={t`Search vehicle`}>
          <SearchIcon />
        </button>
      </form>
      {problem && (
        <p id={errorId} className="field-error" role="alert">
          {problemText(problem)}
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

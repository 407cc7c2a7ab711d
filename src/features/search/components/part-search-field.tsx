import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { scannedPartNumber } from '../../../shared/lib/scanned-part-number'
import { track } from '../../../shared/lib/tracking/track'
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value'
import { SearchIcon } from '../../../shared/ui/icons'
import { ScanButton } from '../../../shared/ui/scan-button'
import { MIN_SEARCH_LENGTH, partSearchQuery, usePartSearch } from '../api/part-search'
import { submitTarget } from '../lib/submit-target'
import { OfflineResultsNotice } from './offline-results-notice'
import type { AddToCart, RowActions } from './search-result-row'

// The rows (details, quantity, add to cart) load with the first search typed, not with every page (issue 17).
const SearchResultRow = lazy(() => import('./search-result-row').then((module) => ({ default: module.SearchResultRow })))

/** SPEC.md §5: the part search waits until typing pauses for 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300

type Props = {
  countryID: string
  addToCart?: AddToCart | undefined
  canFillBasket: boolean
  moreActions?: RowActions | undefined
}

/**
 * The part-search field with its dropdown. The dropdown shows while the field (or the dropdown)
 * has focus and the text is longer than 3 characters; Escape or leaving it closes it.
 */
export function PartSearchField({ countryID, addToCart, canFillBasket, moreActions }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const params = useLangParam()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const inputId = useId()
  const popupId = useId()
  const statusId = useId()
  const containerRef = useRef<HTMLFieldSetElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [term, setTerm] = useState('')
  const [open, setOpen] = useState(false)
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS)
  const search = usePartSearch({ term: debounced, lang, countryID })
  const showDropdown = open && term.trim().length >= MIN_SEARCH_LENGTH
  const products = search.data?.products ?? []

  const close = () => setOpen(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    await openTerm(term.trim())
  }

  /** Enter and a scan alike (SPEC.md §5's submit rule): one part opens its page, more open the results. */
  const openTerm = async (trimmed: string) => {
    if (!trimmed) return
    track({ event: 'search', searchType: 'siteSearch', searchTerm: trimmed })
    const result = await queryClient.fetchQuery(partSearchQuery({ term: trimmed, lang, countryID })).catch(() => undefined)
    const target = submitTarget(trimmed, result?.products ?? [])
    close()
    if (target.kind === 'product') await navigate({ to: '/{-$lang}/products/$slug', params: { ...params, slug: target.slug } })
    else if (target.kind === 'results') await navigate({ to: '/{-$lang}/search/results', params, search: { term: target.term } })
  }

  return (
    <fieldset
      ref={containerRef}
      aria-label={t`Part search`}
      className="part-search"
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) close()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // Focus first: moving it into the field from a row reopens the dropdown (onFocus), close() wins after.
          inputRef.current?.focus()
          close()
        }
      }}
    >
      <form onSubmit={submit} className="search-form">
        <label htmlFor={inputId} className="visually-hidden">
          <Trans>Search parts</Trans>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value)
            setOpen(true)
          }}
          placeholder={t`Article number, OE number or description`}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={statusId}
        />
        <ScanButton
          label={t`Scan a part label`}
          className="search-form__scan"
          onScan={({ text }) => {
            const scanned = scannedPartNumber(text)
            if (!scanned) return null
            setTerm(scanned)
            void openTerm(scanned)
            return t`Searching for ${scanned}`
          }}
        />
        <button type="submit" className="icon-button search-form__submit" aria-label={t`Search`}>
          <SearchIcon />
        </button>
      </form>
      <p id={statusId} className="visually-hidden" aria-live="polite">
        {showDropdown && products.length > 0
          ? plural(products.length, {
              one: '# part found, press Tab to browse it',
              other: '# parts found, press Tab to browse them',
            })
          : ''}
      </p>
      <section id={popupId} className="search-dropdown" hidden={!showDropdown} aria-label={t`Matching parts`}>
        {search.data?.offline && <OfflineResultsNotice />}
        {search.isFetching && products.length === 0 ? (
          <p className="search-dropdown__status" role="status">
            <Trans>Searching…</Trans>
          </p>
        ) : search.isError ? (
          <p className="search-dropdown__status" role="status">
            <Trans>The search is not reachable right now. Please try again.</Trans>
          </p>
        ) : products.length === 0 && debounced.length >= MIN_SEARCH_LENGTH && !search.isFetching ? (
          <p className="search-dropdown__status" role="status">
            <Trans>No parts found for “{debounced}”.</Trans>
          </p>
        ) : (
          <Suspense fallback={null}>
            <ul className="search-dropdown__list">
              {products.map((product) => (
                <SearchResultRow
                  key={product.sku}
                  product={product}
                  addToCart={addToCart}
                  canFillBasket={canFillBasket}
                  moreActions={moreActions}
                  onNavigate={close}
                />
              ))}
            </ul>
          </Suspense>
        )}
      </section>
    </fieldset>
  )
}

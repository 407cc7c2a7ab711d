import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import './filter-bar.css'

export type FilterValues = {
  q?: string | undefined
  status?: string | undefined
  from?: string | undefined
  to?: string | undefined
}

type Props = {
  values: FilterValues
  onChange: (values: FilterValues) => void
  /** The search box's label, naming what it finds (numbers, references, article or OE numbers, VIN). */
  searchLabel: string
  searchHint?: string | undefined
  statusOptions?: Array<{ value: string; label: string }> | undefined
  /** Lists without dates (backorders) leave them out. */
  dates?: boolean
  /** Extra controls on the bar's right (export buttons). */
  children?: ReactNode
}

/**
 * The filters of an information-centre list. Selects and dates apply at once; the search box on
 * Enter or its button, so typing does not fill the browser history with half-typed numbers.
 */
export function FilterBar({ values, onChange, searchLabel, searchHint, statusOptions, dates = true, children }: Props) {
  const { t } = useLingui()
  const id = useId()
  const [q, setQ] = useState(values.q ?? '')
  // Back/forward and "clear filters" change the URL: the box follows it.
  useEffect(() => setQ(values.q ?? ''), [values.q])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...values, q: q.trim() || undefined })
  }
  const active = Boolean(values.q || values.status || values.from || values.to)
  // Phones only (CSS): the list comes first, the filters and exports fold behind one button; they
  // start open when filters apply, so a filtered list says why it is short.
  const [open, setOpen] = useState(active)

  return (
    <search className="filter-bar" aria-label={t`Filters`} data-folded={!open}>
      <button
        type="button"
        className="button filter-bar__toggle"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        {children ? t`Filters and export` : t`Filters`}
      </button>
      <form id={`${id}-form`} className="filter-bar__form" onSubmit={submit}>
        <div className="filter-bar__field filter-bar__field--search">
          <label htmlFor={`${id}-q`}>{searchLabel}</label>
          <div className="filter-bar__search">
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              value={q}
              maxLength={60}
              aria-describedby={searchHint ? `${id}-hint` : undefined}
              onChange={(event) => setQ(event.target.value)}
            />
            <button type="submit" className="button button--primary">
              <Trans>Search</Trans>
            </button>
          </div>
          {searchHint && (
            <small id={`${id}-hint`} className="filter-bar__hint">
              {searchHint}
            </small>
          )}
        </div>
        {statusOptions && (
          <div className="filter-bar__field">
            <label htmlFor={`${id}-status`}>
              <Trans>Status</Trans>
            </label>
            <select
              id={`${id}-status`}
              value={values.status ?? ''}
              onChange={(event) => onChange({ ...values, status: event.target.value || undefined })}
            >
              <option value="">{t`All`}</option>
              {statusOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {dates && (
          <>
            <div className="filter-bar__field">
              <label htmlFor={`${id}-from`}>
                <Trans>From</Trans>
              </label>
              <input
                id={`${id}-from`}
                type="date"
                value={values.from ?? ''}
                max={values.to}
                onChange={(event) => onChange({ ...values, from: event.target.value || undefined })}
              />
            </div>
            <div className="filter-bar__field">
              <label htmlFor={`${id}-to`}>
                <Trans>To</Trans>
              </label>
              <input
                id={`${id}-to`}
                type="date"
                value={values.to ?? ''}
                min={values.from}
                onChange={(event) => onChange({ ...values, to: event.target.value || undefined })}
              />
            </div>
          </>
        )}
        <div className="filter-bar__actions">
          {active && (
            <button type="button" className="button" onClick={() => onChange({})}>
              <Trans>Clear filters</Trans>
            </button>
          )}
          {children}
        </div>
      </form>
    </search>
  )
}

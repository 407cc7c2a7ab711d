import { useEffect, useRef } from 'react'

/** Checkboxes of a table whose rows can be picked (e.g. documents for one download). */
export type TableSelection<T> = {
  selected: ReadonlySet<string>
  /** Checks or unchecks these rows (one row, or every row of the page). */
  onChange: (ids: string[], checked: boolean) => void
  /** The accessible name of a row's checkbox, e.g. "Select IN25-004711". */
  rowLabel: (row: T) => string
  /** The header checkbox's name: "Select all on this page". */
  pageLabel: string
}

export function PageCheckbox({ ids, selection }: { ids: string[]; selection: TableSelection<never> }) {
  const box = useRef<HTMLInputElement>(null)
  const count = ids.filter((id) => selection.selected.has(id)).length
  const all = ids.length > 0 && count === ids.length
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all
  }, [count, all])
  return (
    <label className="data-table__check">
      <input ref={box} type="checkbox" checked={all} disabled={ids.length === 0} onChange={() => selection.onChange(ids, !all)} />
      <span className="visually-hidden">{selection.pageLabel}</span>
    </label>
  )
}

export function RowCheckbox<T>({ id, row, selection }: { id: string; row: T; selection: TableSelection<T> }) {
  return (
    <label className="data-table__check">
      <input
        type="checkbox"
        checked={selection.selected.has(id)}
        onChange={(event) => selection.onChange([id], event.target.checked)}
      />
      <span className="visually-hidden">{selection.rowLabel(row)}</span>
    </label>
  )
}

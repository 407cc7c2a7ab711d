import { useLingui } from '@lingui/react/macro'

/** The server's sort, as the URL carries it: `-date` → `{ key: 'date', desc: true }`. */
export type TableSort = { key: string; desc: boolean }

export function parseSort(value: string): TableSort {
  return value.startsWith('-') ? { key: value.slice(1), desc: true } : { key: value, desc: false }
}

export function formatSort(sort: TableSort): string {
  return sort.desc ? `-${sort.key}` : sort.key
}

type Props = {
  label: string
  numeric?: boolean | undefined
  sortKey?: string | undefined
  sort?: TableSort | undefined
  onSort?: ((sort: TableSort) => void) | undefined
}

/**
 * A column header; a sortable one is a button that flips the order, and `aria-sort` tells screen
 * readers the current one. A new column starts descending for dates and amounts (what a buyer
 * looks for first: the newest, the largest), ascending otherwise.
 */
export function SortHeader({ label, numeric, sortKey, sort, onSort }: Props) {
  const { t } = useLingui()
  const className = numeric ? 'data-table__numeric' : undefined
  if (!sortKey || !onSort) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    )
  }
  const active = sort?.key === sortKey
  const ariaSort = active ? (sort.desc ? 'descending' : 'ascending') : 'none'
  const next: TableSort = active ? { key: sortKey, desc: !sort.desc } : { key: sortKey, desc: !/number/i.test(sortKey) }
  return (
    <th scope="col" className={className} aria-sort={ariaSort}>
      <button
        type="button"
        className="data-table__sort"
        onClick={() => onSort(next)}
        title={next.desc ? t`Sort descending` : t`Sort ascending`}
      >
        {label}
        <span aria-hidden="true" className="data-table__sort-mark">
          {active ? (sort.desc ? '▼' : '▲') : '↕'}
        </span>
      </button>
    </th>
  )
}

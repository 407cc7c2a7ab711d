import { type ColumnDef, flexRender, getCoreRowModel, type RowData, useReactTable } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { PageCheckbox, RowCheckbox, type TableSelection } from './row-selection'
import { SortHeader, type TableSort } from './sort-header'
import './data-table.css'

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name: the header, and the label of the value in the phone card layout. */
    label: string
    /** Numbers and amounts line up on the right. */
    numeric?: boolean
    /** Document numbers and dates stay on one line (`IN26-003874` must not break at its hyphen). */
    nowrap?: boolean
    /** The server sorts by this key (e.g. `date` for `-date`/`date`); absent = not sortable. */
    sortKey?: string
  }
}

export type { TableSelection, TableSort }

type Props<T> = {
  /** Names the table for screen readers (visually hidden caption). */
  caption: string
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column helper yields a column value type per column
  columns: ColumnDef<T, any>[]
  rows: T[] | undefined
  getRowId: (row: T) => string
  sort?: TableSort | undefined
  onSort?: ((sort: TableSort) => void) | undefined
  /** First load: skeleton rows and this text. */
  loading: boolean
  loadingText: string
  /** A newer page is on its way while the previous rows stay on screen. */
  busy?: boolean
  /** Shown instead of the table (with its own retry). */
  error?: ReactNode
  /** Shown when the loaded page has no rows. */
  empty: ReactNode
  /** Rows can be checked (a checkbox column first). */
  selection?: TableSelection<T> | undefined
  /** A class for one row, e.g. a deposit line that belongs to the part line above it. */
  rowClassName?: ((row: T) => string | undefined) | undefined
}

const SKELETON_ROWS = 5

const cellClass = (meta: { numeric?: boolean; nowrap?: boolean } | undefined) =>
  [meta?.numeric && 'data-table__numeric', meta?.nowrap && 'data-table__nowrap'].filter(Boolean).join(' ') || undefined

/**
 * A server-driven table: TanStack Table gives the column model, the server sorts and pages
 * (manual mode), so the URL stays the single source of the view. At 768 px and below the same
 * rows turn into cards (CSS, with each value labelled from `meta.label`), so there is one DOM for
 * screen readers, print and tests.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  getRowId,
  sort,
  onSort,
  loading,
  loadingText,
  busy,
  error,
  empty,
  selection,
  rowClassName,
}: Props<T>) {
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  })
  if (error) return <>{error}</>
  if (!loading && rows?.length === 0) return <>{empty}</>

  return (
    <div className="data-table" aria-busy={loading || busy ? 'true' : 'false'}>
      {loading && (
        <p className="data-table__status" role="status">
          <span className="spinner" aria-hidden="true" /> {loadingText}
        </p>
      )}
      <table className="data-table__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && (
                <th scope="col" className="data-table__select">
                  <PageCheckbox
                    ids={table.getRowModel().rows.map((row) => row.id)}
                    selection={selection as TableSelection<never>}
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta
                return (
                  <SortHeader
                    key={header.id}
                    label={meta?.label ?? header.id}
                    numeric={meta?.numeric}
                    sortKey={meta?.sortKey}
                    sort={sort}
                    onSort={onSort}
                  />
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} className="data-table__skeleton">
                  {selection && <td />}
                  {columns.map((_, j) => (
                    <td key={j}>
                      <span aria-hidden="true" />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={rowClassName?.(row.original)}>
                  {selection && (
                    <td className="data-table__select">
                      <RowCheckbox id={row.id} row={row.original} selection={selection} />
                    </td>
                  )}
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta
                    return (
                      <td key={cell.id} data-label={meta?.label} className={cellClass(meta)}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    )
                  })}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  )
}

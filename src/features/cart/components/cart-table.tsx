import type { ReactNode } from 'react'

export type CartColumn = { key: string; label: ReactNode; numeric?: boolean }

type Props = {
  /** Names the table for screen readers only. */
  caption: ReactNode
  columns: CartColumn[]
  /** The rows, one a cart line. */
  children: ReactNode
}

/** The cart's lines as a table, edited in the cart step and read back in the review: amounts line up on the right. */
export function CartTable({ caption, columns, children }: Props) {
  return (
    <table className="cart-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? 'cart-table__number' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}

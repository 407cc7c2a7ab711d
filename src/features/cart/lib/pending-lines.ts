import type { PendingChange } from '../../../shared/contracts/sync'

type Line = { item_id: number; sku: string; vendorId: string; name: string; qty: number }

/** A cart line as the user should see it while changes made offline wait to be sent. */
export type ShownLine<T extends Line> =
  | { kind: 'server'; line: T; waiting: null | 'quantity' | 'removal'; qty: number }
  | { kind: 'waiting-add'; key: string; sku: string; qty: number }

type AddBody = { items?: Array<{ sku?: string; qty?: number }> }
type UpdateBody = { item_id?: number; qty?: number }
type DeleteBody = { item_ids?: number[] }

/**
 * Lays the waiting changes over the server's cart, in the order they were made, so a line added
 * or changed offline shows at once, marked as waiting (issue #6). After the replay the server's
 * cart is the truth again and the marks go.
 */
export function shownLines<T extends Line>(lines: readonly T[], pending: readonly PendingChange[]): ShownLine<T>[] {
  const shown: ShownLine<T>[] = lines.map((line) => ({ kind: 'server', line, waiting: null, qty: line.qty }))
  const inCart = new Set(lines.map((line) => `${line.vendorId}-${line.sku}`))
  for (const change of pending) {
    if (change.path.endsWith('/cart/add') || change.path.endsWith('/quickorder/add')) {
      for (const [i, item] of ((change.body as AddBody)?.items ?? []).entries()) {
        if (!item.sku || inCart.has(item.sku)) continue
        shown.push({ kind: 'waiting-add', key: `${change.idempotencyKey}-${i}`, sku: item.sku, qty: item.qty ?? 1 })
      }
    } else if (change.path.endsWith('/cart/update/')) {
      const body = change.body as UpdateBody
      const row = shown.find((s) => s.kind === 'server' && s.line.item_id === body.item_id)
      if (row?.kind === 'server' && typeof body.qty === 'number') Object.assign(row, { qty: body.qty, waiting: 'quantity' })
    } else if (change.path.endsWith('/cart/delete')) {
      const ids = new Set((change.body as DeleteBody)?.item_ids ?? [])
      for (const row of shown) if (row.kind === 'server' && ids.has(row.line.item_id)) row.waiting = 'removal'
    }
  }
  return shown
}

/** How many lines the cart holds once the waiting changes are sent: what the header badge counts. */
export function shownLineCount(rows: readonly ShownLine<Line>[]): number {
  return rows.filter((row) => !(row.kind === 'server' && row.waiting === 'removal')).length
}

/** How many shown lines carry a change that has not reached the shop yet. */
export function waitingLineCount(rows: readonly ShownLine<Line>[]): number {
  return rows.filter((row) => row.kind === 'waiting-add' || row.waiting !== null).length
}

import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'

type Body = {
  items?: Array<{ sku?: string; qty?: number }>
  item_ids?: unknown[]
  sku?: string
  qty?: number
  lines?: unknown[]
}

/** A sentence a customer understands for a queued change: what it will do to the cart. */
export function describeChange(i18n: I18n, path: string, body: unknown): string {
  const b = (body ?? {}) as Body
  if (path.endsWith('/cart/add') && b.items) {
    return b.items.map((item) => i18n._(msg`Add ${item.qty ?? 1} × ${item.sku ?? '?'}`)).join(', ')
  }
  if (path.endsWith('/cart/update/')) return i18n._(msg`Change the quantity of ${b.sku ?? '?'} to ${b.qty ?? '?'}`)
  if (path.endsWith('/cart/delete')) {
    const count = b.item_ids?.length ?? 0
    return plural(count, { one: 'Remove # line from the cart', other: 'Remove # lines from the cart' })
  }
  if (path.endsWith('/quickorder/add')) {
    const count = b.lines?.length ?? b.items?.length ?? 0
    return plural(count, { one: 'Quick order: # line', other: 'Quick order: # lines' })
  }
  return i18n._(msg`Cart change`)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days until a waiting change is given up (never below zero). */
export function daysLeft(queuedAt: number, retentionDays: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((queuedAt + retentionDays * DAY_MS - now) / DAY_MS))
}

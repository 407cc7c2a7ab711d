import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { CASES_CHANGE_PATH } from '../../../shared/contracts/sync'
import { customerSku, type SeenParts } from '../../../shared/lib/seen-parts'

type Body = {
  kind?: string
  lines?: unknown[]
  items?: Array<{ sku?: string; qty?: number }>
  item_ids?: unknown[]
  item_id?: number
  sku?: string
  qty?: number
}

/** `1.10234 Bremsscheibe`: the number a customer orders by and the name, as far as this device knows it. */
function partLabel(part: { sku: string; name: string } | undefined, fallbackSku: string): string {
  return part ? `${part.sku} ${part.name}` : fallbackSku
}

function addedLines(i18n: I18n, items: NonNullable<Body['items']>, seen: SeenParts): string {
  return items
    .map((item) => {
      const label = partLabel(seen.byLineSku(item.sku ?? ''), customerSku(item.sku ?? '?'))
      return i18n._(msg`Add ${item.qty ?? 1} × ${label}`)
    })
    .join(', ')
}

/** A sentence a customer understands for a queued change: what it will do to the cart, naming the parts. */
export function describeChange(i18n: I18n, path: string, body: unknown, seen: SeenParts): string {
  const b = (body ?? {}) as Body
  if (path.endsWith('/cart/add') && b.items) return addedLines(i18n, b.items, seen)
  if (path.endsWith('/cart/update/')) {
    const label = partLabel(typeof b.item_id === 'number' ? seen.byCartItem(b.item_id) : undefined, b.sku ?? '?')
    return i18n._(msg`Change the quantity of ${label} to ${b.qty ?? '?'}`)
  }
  if (path.endsWith('/cart/delete')) {
    const ids = (b.item_ids ?? []).filter((id): id is number => typeof id === 'number')
    const named = ids.map((id) => seen.byCartItem(id)).filter((part) => part !== undefined)
    // A line this device never saw cannot be named; the count still says how many go.
    if (named.length < ids.length || named.length === 0) {
      const count = ids.length
      return plural(count, { one: 'Remove # line from the cart', other: 'Remove # lines from the cart' })
    }
    const labels = named.map((part) => partLabel(part, part.sku)).join(', ')
    return i18n._(msg`Remove from the cart: ${labels}`)
  }
  if (path.endsWith('/quickorder/add') && b.items) {
    const lines = addedLines(i18n, b.items, seen)
    return i18n._(msg`Quick order: ${lines}`)
  }
  if (path === CASES_CHANGE_PATH) {
    const count = b.lines?.length ?? 0
    return plural(count, { one: 'Return or claim with # line', other: 'Return or claim with # lines' })
  }
  return i18n._(msg`Cart change`)
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days until a waiting change is given up (never below zero). */
export function daysLeft(queuedAt: number, retentionDays: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((queuedAt + retentionDays * DAY_MS - now) / DAY_MS))
}

import type { QueryClient } from '@tanstack/react-query'
import { comparablePartNumber } from '../contracts/permanent-redirects'

/** A part as any cached answer names it: products, search rows, vehicle parts and cart lines. */
export type SeenPart = { sku: string; name: string; vendorId?: string; slug?: string; item_id?: number }

function isSeenPart(value: unknown): value is SeenPart {
  const part = value as Partial<SeenPart> | null
  return typeof part?.sku === 'string' && typeof part.name === 'string'
}

/** The parts in one cached answer: the answer itself, its top-level lists, and the pages of a paged one. */
function partsIn(data: unknown): SeenPart[] {
  if (isSeenPart(data)) return [data]
  if (typeof data !== 'object' || data === null) return []
  return Object.values(data).flatMap((value) =>
    Array.isArray(value) ? value.flatMap((entry) => (isSeenPart(entry) ? [entry] : partsIn(entry))) : [],
  )
}

/**
 * What this device has seen of the catalogue and the cart, from the query cache (persisted, so it
 * holds offline too): enough to name a part in a waiting change or open a legacy part page.
 */
export function seenParts(queryClient: QueryClient) {
  // Read on the first lookup only: pages render this on every keystroke, mostly with nothing to name.
  let parts: SeenPart[] | undefined
  const all = () => {
    parts ??= queryClient
      .getQueryCache()
      .getAll()
      .flatMap((query) => partsIn(query.state.data))
    return parts
  }
  return {
    /** By a cart payload's line sku, `{vendorId}-{sku}`. */
    byLineSku: (lineSku: string) => all().find((part) => part.vendorId && `${part.vendorId}-${part.sku}` === lineSku),
    byCartItem: (itemId: number) => all().find((part) => part.item_id === itemId),
    /** By a part number written as legacy page names do (see comparablePartNumber). */
    withSlugByNumber: (numbers: readonly string[]) =>
      all().find((part) => part.slug && numbers.includes(comparablePartNumber(part.sku))),
  }
}

export type SeenParts = ReturnType<typeof seenParts>

/** A cart payload line's `{vendorId}-{sku}` without the vendor, which no customer knows. */
export function customerSku(lineSku: string): string {
  const dash = lineSku.indexOf('-')
  return dash === -1 ? lineSku : lineSku.slice(dash + 1)
}

import type { AvailabilityLine, CheckedPart } from '../../../shared/contracts/customer-lists'

export type CartLine = { sku: string; vendorId: string; qty: number }

/** For a line that ships in part: add only what ships now, or all of it (the rest then waits as the B order). */
export type PartialChoice = 'now' | 'all'

/** What goes to the cart for a line: the part when it has stock and is not discontinued, else its replacement when that has stock. */
export function orderablePart(line: AvailabilityLine): CheckedPart | null {
  if (!line.ok) return null
  if (line.part.stock > 0 && !line.discontinued) return line.part
  if (line.replacement && line.replacement.stock > 0) return line.replacement
  return null
}

/**
 * The split of `qty` the server names (issue 30), or the same rule from the stock for an answer kept
 * from before it: what ships now and what waits.
 */
export function splitOf(part: CheckedPart, qty: number): { now: number; later: number } {
  const now = part.shipsNow ?? Math.max(0, Math.min(qty, part.stock))
  return { now, later: part.later ?? qty - now }
}

/**
 * The cart lines of a check: every orderable line, in full when it ships in full; a line that ships in
 * part adds what ships now unless the buyer chose all of it (`choices` by line index).
 */
export const orderableLines = (lines: AvailabilityLine[], choices: Record<number, PartialChoice> = {}): CartLine[] =>
  lines.flatMap((line, index) => {
    const part = orderablePart(line)
    if (!part) return []
    const { now, later } = splitOf(part, line.qty)
    const qty = later > 0 && choices[index] !== 'all' ? now : line.qty
    return [{ sku: part.sku, vendorId: part.vendorId, qty }]
  })

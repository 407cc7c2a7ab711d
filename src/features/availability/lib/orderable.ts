import type { AvailabilityLine, CheckedPart } from '../../../shared/contracts/customer-lists'

export type CartLine = { sku: string; vendorId: string; qty: number }

/** What goes to the cart for a line: the part when it has stock and is not discontinued, else its replacement when that has stock. */
export function orderablePart(line: AvailabilityLine): CheckedPart | null {
  if (!line.ok) return null
  if (line.part.stock > 0 && !line.discontinued) return line.part
  if (line.replacement && line.replacement.stock > 0) return line.replacement
  return null
}

/** The cart lines of a check: every orderable line with the quantity asked for. */
export const orderableLines = (lines: AvailabilityLine[]): CartLine[] =>
  lines.flatMap((line) => {
    const part = orderablePart(line)
    return part ? [{ sku: part.sku, vendorId: part.vendorId, qty: line.qty }] : []
  })

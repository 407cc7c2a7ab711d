import type { SearchProduct } from '../../../shared/contracts/catalog'
import { numberKey } from '../../../shared/contracts/search-terms'
import type { DraftLine } from '../../../shared/lib/parse-lines'
import type { CheckedLine } from './checked-line'
import { resolveOffline } from './resolve-offline'

/** One accepted scan, enough to take it back: the line it touched and whether it made that line. */
export type ScanStep = { index: number; added: boolean }

export type ScanOutcome = { lines: DraftLine[]; step: ScanStep; label: string; qty: number }

/**
 * The part a term names as far as the device knows without asking: a line already checked with this
 * term, else the parts seen on this device (the offline check). Null when only the server can tell.
 */
function knownSku(term: string, checked: readonly CheckedLine[], seen: SearchProduct[]): string | null {
  const key = numberKey(term)
  const line = checked.find((candidate) => candidate.ok && numberKey(candidate.term) === key)
  if (line?.ok) return line.sku
  const [offline] = resolveOffline([{ term, qty: 1 }], seen)
  return offline?.ok ? offline.sku : null
}

/**
 * A scan in continuous mode: the line with the same number, or with the same part (a box's GTIN and
 * its article number are one part), gets one more; otherwise a line with quantity 1 is added. The
 * lines then go through the typed quick order's own check.
 */
export function applyScan(
  lines: readonly DraftLine[],
  checked: readonly CheckedLine[],
  seen: SearchProduct[],
  term: string,
): ScanOutcome {
  const key = numberKey(term)
  const sku = knownSku(term, checked, seen)
  const skuOfLine = (line: DraftLine) => (numberKey(line.term) === key ? sku : knownSku(line.term, checked, seen))
  let index = lines.findIndex((line) => numberKey(line.term) === key)
  if (index < 0 && sku) index = lines.findIndex((line) => skuOfLine(line) === sku)
  const label = sku ?? term
  if (index < 0) return { lines: [...lines, { term, qty: 1 }], step: { index: lines.length, added: true }, label, qty: 1 }
  const current = lines[index] as DraftLine
  const qty = Number.isInteger(current.qty) && current.qty > 0 ? current.qty + 1 : 1
  return {
    lines: lines.map((line, i) => (i === index ? { ...line, qty } : line)),
    step: { index, added: false },
    label,
    qty,
  }
}

/** Takes the last scan back: its added line goes, or its line has one less. */
export function undoScan(lines: readonly DraftLine[], step: ScanStep): DraftLine[] {
  if (step.added) return lines.filter((_, i) => i !== step.index)
  return lines.map((line, i) => (i === step.index ? { ...line, qty: Math.max(1, line.qty - 1) } : line))
}

import type { QuickOrderResolvedLine } from '../../../shared/contracts/cart'

/**
 * A quick-order line after checking. Online the server decides; offline the device checks against
 * the parts it has seen and marks the line `unverified` (the server checks again when the queued
 * change goes out). `NOT_SEEN`: offline, and not among the parts this device has seen.
 */
export type CheckedLine = (QuickOrderResolvedLine | { ok: false; term: string; qty: number; error: 'NOT_SEEN' }) & {
  unverified?: boolean
}

export type FoundLine = Extract<CheckedLine, { ok: true }>

/** What the summary says; the three numbers always add up to the rows shown. */
export function countLines(lines: readonly CheckedLine[]) {
  const found = lines.filter((line) => line.ok).length
  return { total: lines.length, found, withErrors: lines.length - found, unverified: lines.filter((l) => l.unverified).length }
}

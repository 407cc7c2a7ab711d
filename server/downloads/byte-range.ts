import parseRange from 'range-parser'

export type RangeDecision = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

/**
 * What to answer a GET with `Range` (RFC 9110 §14): one satisfiable byte range → 206; none → 416;
 * a malformed header, several ranges, or an `If-Range` that is not this file's (strong) ETag → the
 * whole file with 200, so a resumed download can never splice two different files together.
 */
export function decideRange(range: string | undefined, ifRange: string | undefined, size: number, etag: string): RangeDecision {
  if (!range) return { kind: 'full' }
  if (ifRange !== undefined && ifRange.trim() !== etag) return { kind: 'full' }
  const ranges = parseRange(size, range, { combine: true })
  if (ranges === -1) return { kind: 'unsatisfiable' }
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'full' }
  const [only] = ranges
  if (!only) return { kind: 'full' }
  return { kind: 'partial', start: only.start, end: only.end }
}

import { describe, expect, it } from 'vitest'
import { decideRange } from './byte-range'

const ETAG = '"abc"'

describe('decideRange', () => {
  it('serves the whole file without Range', () => {
    expect(decideRange(undefined, undefined, 100, ETAG)).toEqual({ kind: 'full' })
  })

  it('serves the rest from an offset, a closed range and a suffix', () => {
    expect(decideRange('bytes=40-', undefined, 100, ETAG)).toEqual({ kind: 'partial', start: 40, end: 99 })
    expect(decideRange('bytes=0-9', undefined, 100, ETAG)).toEqual({ kind: 'partial', start: 0, end: 9 })
    expect(decideRange('bytes=-10', undefined, 100, ETAG)).toEqual({ kind: 'partial', start: 90, end: 99 })
    expect(decideRange('bytes=90-500', undefined, 100, ETAG)).toEqual({ kind: 'partial', start: 90, end: 99 })
  })

  it('answers 416 for a range that starts past the end', () => {
    expect(decideRange('bytes=100-', undefined, 100, ETAG)).toEqual({ kind: 'unsatisfiable' })
  })

  it('ignores malformed headers, other units and several ranges', () => {
    expect(decideRange('bytes=abc', undefined, 100, ETAG)).toEqual({ kind: 'full' })
    expect(decideRange('items=0-1', undefined, 100, ETAG)).toEqual({ kind: 'full' })
    expect(decideRange('bytes=0-9,50-59', undefined, 100, ETAG)).toEqual({ kind: 'full' })
  })

  it('resumes only the file the client has part of (If-Range with the strong ETag)', () => {
    expect(decideRange('bytes=40-', ETAG, 100, ETAG)).toEqual({ kind: 'partial', start: 40, end: 99 })
    expect(decideRange('bytes=40-', '"other"', 100, ETAG)).toEqual({ kind: 'full' })
    expect(decideRange('bytes=40-', `W/${ETAG}`, 100, ETAG)).toEqual({ kind: 'full' })
    expect(decideRange('bytes=40-', 'Tue, 01 Jan 2030 00:00:00 GMT', 100, ETAG)).toEqual({ kind: 'full' })
  })
})

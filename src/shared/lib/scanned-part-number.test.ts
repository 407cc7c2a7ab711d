import { describe, expect, it } from 'vitest'
import { scannedPartNumber } from './scanned-part-number'

describe('scannedPartNumber', () => {
  it('takes GTINs, article and OE numbers as scanned', () => {
    expect(scannedPartNumber('4061230000013')).toBe('4061230000013')
    expect(scannedPartNumber(' 15.10000 ')).toBe('15.10000')
    expect(scannedPartNumber('A0004201220')).toBe('A0004201220')
  })

  it('passes over what is no part number', () => {
    for (const text of ['https://example.com/p/4711', 'AB', 'x'.repeat(50), 'brake', '\u001d0104012345\u001d']) {
      expect(scannedPartNumber(text), text).toBeNull()
    }
  })
})

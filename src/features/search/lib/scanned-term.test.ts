import { describe, expect, it } from 'vitest'
import { scannedSearchTerm } from './scanned-term'

describe('scannedSearchTerm', () => {
  it('takes GTINs, article and OE numbers as scanned', () => {
    expect(scannedSearchTerm('4061230000015')).toBe('4061230000015')
    expect(scannedSearchTerm(' 15.10000 ')).toBe('15.10000')
    expect(scannedSearchTerm('A0004201220')).toBe('A0004201220')
  })

  it('passes over what is no part number', () => {
    for (const text of ['https://example.com/p/4711', 'AB', 'x'.repeat(50), 'brake', '\u001d0104012345\u001d']) {
      expect(scannedSearchTerm(text), text).toBeNull()
    }
  })
})

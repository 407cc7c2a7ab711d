import { describe, expect, it } from 'vitest'
import { scannedVin } from './scanned-vin'

describe('scannedVin', () => {
  it('accepts a text that passes the VIN rules, in any case, also with the import prefix of a Code 39 label', () => {
    expect(scannedVin('WDB9634031L738212')).toBe('WDB9634031L738212')
    expect(scannedVin(' wdb9634031l738212\n')).toBe('WDB9634031L738212')
    expect(scannedVin('IWDB9634031L738212')).toBe('WDB9634031L738212')
  })

  it('returns null for everything else, so the scanner keeps looking', () => {
    for (const text of ['4061230000015', 'WDB9634031L73821', 'WDB9634031L7382123', 'WDB9634O31L738212', '15.10000', '']) {
      expect(scannedVin(text), text).toBeNull()
    }
  })
})

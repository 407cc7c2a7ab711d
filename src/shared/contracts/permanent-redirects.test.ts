import { describe, expect, it } from 'vitest'
import { legacyPagePartNumbers, mayMovePermanently, partNumberCandidates, trailingSlashTarget } from './permanent-redirects'

describe('part numbers in legacy page names', () => {
  it('finds 6–8 digits with an optional two-letter suffix, across separators', () => {
    expect(partNumberCandidates('bremsscheibe-1-10234')).toContain('110234')
    expect(partNumberCandidates('5.40020xl')).toEqual(['540020xl'])
    expect(partNumberCandidates('brake_disc_20799663')).toContain('20799663')
  })

  it('finds the SA form', () => {
    expect(partNumberCandidates('sa-1000123')).toContain('sa1000123')
    expect(partNumberCandidates('SA1000123')).toEqual(['sa1000123'])
  })

  it('finds nothing in names without a part number', () => {
    expect(partNumberCandidates('impressum')).toEqual([])
    expect(partNumberCandidates('catalogue-2024')).toEqual([])
    expect(partNumberCandidates('12345')).toEqual([])
  })
})

describe('addresses the server moves for good (SPEC.md §2)', () => {
  it('drops a trailing slash except on the root and the API', () => {
    expect(trailingSlashTarget('/categories/')).toBe('/categories')
    expect(trailingSlashTarget('/en/vin//')).toBe('/en/vin')
    expect(trailingSlashTarget('/')).toBeNull()
    expect(trailingSlashTarget('/api/country/')).toBeNull()
    expect(trailingSlashTarget('/categories')).toBeNull()
  })

  it('reads legacy page names only from *.html addresses', () => {
    expect(legacyPagePartNumbers('/en/bremsscheibe-1-10234.html')).toContain('110234')
    expect(legacyPagePartNumbers('/products/1-10234')).toEqual([])
    expect(legacyPagePartNumbers('/impressum.html')).toEqual([])
    expect(legacyPagePartNumbers('/%E0%A4%A.html')).toEqual([])
  })

  it('names every address the server may redirect, and no page', () => {
    expect(mayMovePermanently('/categories/')).toBe(true)
    expect(mayMovePermanently('/5.40020xl.html')).toBe(true)
    expect(mayMovePermanently('/categories')).toBe(false)
    expect(mayMovePermanently('/products/1-10234')).toBe(false)
  })
})

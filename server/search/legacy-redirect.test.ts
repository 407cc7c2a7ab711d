import { describe, expect, it } from 'vitest'
import { partNumberCandidates } from './legacy-redirect'

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

import { describe, expect, it } from 'vitest'
import { decodeWmi } from './wmi'

describe('decodeWmi', () => {
  it('names European truck makers that generic decoders mislabel', () => {
    expect(decodeWmi('WMA06XZZ8GM712345')).toMatchObject({ manufacturer: 'MAN Truck & Bus', country: 'DE' })
    expect(decodeWmi('YS2R4X20005399401')).toMatchObject({ manufacturer: 'Scania', country: 'SE' })
    expect(decodeWmi('xlrte47ms0e123456')).toMatchObject({ manufacturer: 'DAF Trucks', country: 'NL' })
    expect(decodeWmi('VF624GPA000012345')).toMatchObject({ manufacturer: 'Renault Trucks', country: 'FR' })
  })

  it('returns null for a maker outside the table', () => {
    expect(decodeWmi('1HGCM82633A004352')).toBeNull()
  })
})

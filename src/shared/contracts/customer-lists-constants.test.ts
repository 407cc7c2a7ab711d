import { describe, expect, it } from 'vitest'
import { isValidPostcode, POSTCODE_EXAMPLES, POSTCODE_PATTERNS } from './customer-lists-constants'

describe('isValidPostcode', () => {
  it('accepts each country example and refuses a neighbour’s format', () => {
    for (const [country, example] of Object.entries(POSTCODE_EXAMPLES))
      expect(isValidPostcode(country, example), country).toBe(true)
    expect(Object.keys(POSTCODE_EXAMPLES).sort()).toEqual(Object.keys(POSTCODE_PATTERNS).sort())
    expect(isValidPostcode('DE', '1100')).toBe(false)
    expect(isValidPostcode('AT', '28217')).toBe(false)
    expect(isValidPostcode('PT', '1000001')).toBe(false)
    expect(isValidPostcode('nl', '1012ab')).toBe(true)
  })

  it('takes any plausible code for a country without a known format, but not an empty or symbol one', () => {
    expect(isValidPostcode('NO', '0150')).toBe(true)
    expect(isValidPostcode('NO', ' ')).toBe(false)
    expect(isValidPostcode('NO', '12/34')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { formatWeight } from './format-weight'

describe('formatWeight', () => {
  it('shows grams below 1000', () => {
    expect(formatWeight(0)).toBe('0 g')
    expect(formatWeight(850)).toBe('850 g')
    expect(formatWeight(999)).toBe('999 g')
  })

  it('shows kilograms with three decimals, decimal comma and thousands dot from 1000', () => {
    expect(formatWeight(1000)).toBe('1,000 kg')
    expect(formatWeight(12_450)).toBe('12,450 kg')
    expect(formatWeight(1_234_567)).toBe('1.234,567 kg')
  })
})

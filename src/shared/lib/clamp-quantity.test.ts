import { describe, expect, it } from 'vitest'
import { clampQuantity } from './clamp-quantity'

describe('clampQuantity', () => {
  it('keeps values inside the bounds', () => {
    expect(clampQuantity('5', 1, 999)).toBe(5)
    expect(clampQuantity(42)).toBe(42)
  })

  it('clamps to the bounds', () => {
    expect(clampQuantity('0', 1, 999)).toBe(1)
    expect(clampQuantity('-3', 1, 999)).toBe(1)
    expect(clampQuantity('1500', 1, 999)).toBe(999)
    expect(clampQuantity(200_000)).toBe(99_999)
  })

  it('resets input that is not a number to the minimum', () => {
    expect(clampQuantity('abc', 1, 999)).toBe(1)
    expect(clampQuantity('', 1, 999)).toBe(1)
  })
})

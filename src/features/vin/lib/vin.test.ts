import { describe, expect, it } from 'vitest'
import { cutVin, isCompleteVin } from './vin'

describe('VIN input', () => {
  it('cuts at 17 characters after removing spaces and upper-casing', () => {
    expect(cutVin(' wdb 9634031L123456 789')).toBe('WDB9634031L123456')
    expect(cutVin('ys2r4x20005399401')).toBe('YS2R4X20005399401')
  })

  it('accepts exactly 17 characters only', () => {
    expect(isCompleteVin('YS2R4X20005399401')).toBe(true)
    expect(isCompleteVin('YS2R4X2000539940')).toBe(false)
    expect(isCompleteVin('')).toBe(false)
  })
})

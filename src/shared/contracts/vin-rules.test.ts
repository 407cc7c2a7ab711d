import { describe, expect, it } from 'vitest'
import { normaliseVin, vinProblem } from './vin-rules'

describe('VIN rules', () => {
  it('removes spaces and dashes and upper-cases before cutting at 17', () => {
    expect(normaliseVin(' wdb 9634031L123456 789')).toBe('WDB9634031L123456')
    expect(normaliseVin('WDB9634031 L1234567')).toBe('WDB9634031L123456')
    expect(normaliseVin('ys2-r4x2-0005399401')).toBe('YS2R4X20005399401')
  })

  it('points at the first I, O or Q and offers the digit it is mistaken for', () => {
    expect(vinProblem('YS2R4XO0005399401')).toEqual({ kind: 'lookalike', position: 7, letter: 'O', digit: '0' })
    expect(vinProblem('IS2R4X20005399401')).toEqual({ kind: 'lookalike', position: 1, letter: 'I', digit: '1' })
    expect(vinProblem('YS2R4X2000539940Ä')).toEqual({ kind: 'character', position: 17, character: 'Ä' })
  })

  it('accepts exactly 17 letters and digits', () => {
    expect(vinProblem('YS2R4X20005399401')).toBeNull()
    expect(vinProblem('YS2R4X2000539940')).toEqual({ kind: 'length', length: 16 })
    expect(vinProblem('')).toEqual({ kind: 'length', length: 0 })
  })
})

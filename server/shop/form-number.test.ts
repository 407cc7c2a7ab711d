import { describe, expect, it } from 'vitest'
import { formNumber, parseFormNumber } from './form-number'

describe('case numbers', () => {
  it('names each kind by its letter and reads the number back, with or without hyphen and zeros', () => {
    expect(formNumber('return', 42)).toBe('R-000042')
    expect(formNumber('warranty', 7)).toBe('W-000007')
    expect(formNumber('core', 1234567)).toBe('C-1234567')
    expect(parseFormNumber('R-000042')).toEqual({ kind: 'return', id: 42 })
    expect(parseFormNumber(' c000007 ')).toEqual({ kind: 'core', id: 7 })
    expect(parseFormNumber('W-42')).toEqual({ kind: 'warranty', id: 42 })
  })

  it('takes nothing else for a case number', () => {
    for (const term of ['IN25-004711', 'R-', 'R-000000', 'X-000042', 'R-00004a']) expect(parseFormNumber(term)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { isLeitwegId, leitwegIdSchema } from './leitweg-id'

describe('Leitweg-ID', () => {
  it('accepts IDs whose check digits fit, with and without fine address', () => {
    expect(isLeitwegId('991-33333TEST-33')).toBe(true)
    expect(isLeitwegId('04011000-45')).toBe(true)
    expect(leitwegIdSchema.parse(' 991-33333test-33 ')).toBe('991-33333TEST-33')
  })

  it('refuses a wrong check digit, a missing one and free text', () => {
    expect(isLeitwegId('991-33333TEST-34')).toBe(false)
    expect(isLeitwegId('991-33333TEST')).toBe(false)
    expect(isLeitwegId('Bestellung 4711')).toBe(false)
  })
})

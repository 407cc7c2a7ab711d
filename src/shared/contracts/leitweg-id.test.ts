import { describe, expect, it } from 'vitest'
import { leitwegIdOrNoneSchema, leitwegIdSchema } from './leitweg-id'
import { isLeitwegId } from './leitweg-id-rules'

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

  it("a form's field: '' and null mean none, anything else must be a Leitweg-ID", () => {
    expect(leitwegIdOrNoneSchema.parse(' 991-33333test-33')).toBe('991-33333TEST-33')
    expect(leitwegIdOrNoneSchema.parse('  ')).toBeNull()
    expect(leitwegIdOrNoneSchema.parse(null)).toBeNull()
    expect(leitwegIdOrNoneSchema.safeParse('991-33333TEST-34').success).toBe(false)
  })
})

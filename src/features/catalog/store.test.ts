import { beforeEach, describe, expect, it } from 'vitest'
import { COMPARE_LIMIT, clearCompare, compareStore, isCompared, toggleCompare } from './store'

const part = (n: number) => ({ slug: `part-${n}`, sku: `1.1000${n}`, name: `Part ${n}` })

beforeEach(() => clearCompare())

describe('compare list', () => {
  it('adds and removes a part with the same toggle', () => {
    toggleCompare(part(1))
    expect(isCompared('part-1')).toBe(true)
    toggleCompare(part(1))
    expect(isCompared('part-1')).toBe(false)
  })

  it('refuses a part beyond the limit and keeps the list as it was', () => {
    for (let n = 0; n < COMPARE_LIMIT; n++) expect(toggleCompare(part(n))).toBe(true)
    expect(toggleCompare(part(99))).toBe(false)
    expect(compareStore.entries.map((e) => e.slug)).toEqual(['part-0', 'part-1', 'part-2', 'part-3'])
  })
})

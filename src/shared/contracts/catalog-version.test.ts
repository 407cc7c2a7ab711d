import { describe, expect, it } from 'vitest'
import { isNewerCatalogVersion, nextCatalogVersion } from './catalog-version'

describe('catalogue version', () => {
  it('counts only a later version as a change, never an older answer', () => {
    expect(isNewerCatalogVersion('2026-11-26T07:00:00.000Z', '2026-11-26T06:00:00.000Z')).toBe(true)
    expect(isNewerCatalogVersion('2026-11-26T06:00:00.000Z', '2026-11-26T07:00:00.000Z')).toBe(false)
    expect(isNewerCatalogVersion('2026-11-26T06:00:00.000Z', '2026-11-26T06:00:00.000Z')).toBe(false)
    expect(isNewerCatalogVersion('2026-11-26T06:00:00.000Z', null)).toBe(true)
    expect(isNewerCatalogVersion(null, '2026-11-26T06:00:00.000Z')).toBe(false)
  })

  it('moves forward even when the clock went back', () => {
    const now = new Date('2026-11-26T06:00:00.000Z')
    expect(nextCatalogVersion(null, now)).toBe('2026-11-26T06:00:00.000Z')
    expect(nextCatalogVersion('2026-11-26T05:00:00.000Z', now)).toBe('2026-11-26T06:00:00.000Z')
    expect(nextCatalogVersion('2026-11-26T08:00:00.000Z', now)).toBe('2026-11-26T08:00:00.001Z')
  })
})

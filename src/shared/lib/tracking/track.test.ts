import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analyticsPath, analyticsTerm } from './analytics-term'
import { consentStore } from './consent'
import { startDataLayer } from './data-layer'
import { track } from './track'

let online = true
startDataLayer(() => online)

const entries = () =>
  (window.dataLayer ?? []).map((entry) => ('length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry))
const events = () => entries().filter((entry) => !Array.isArray(entry) && (entry as { event?: string }).event)
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  online = true
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('analyticsTerm (SPEC.md §5: special characters removed; never a full VIN)', () => {
  it('keeps letters, digits and single spaces', () => {
    expect(analyticsTerm('  Brems<script>-scheibe  15.10000 ! ')).toBe('Bremsscriptscheibe 1510000')
    expect(analyticsTerm('Тормозной диск')).toBe('Тормозной диск')
  })

  it('cuts a VIN to its manufacturer and model part', () => {
    expect(analyticsTerm('zcfhwhhyfe6100001')).toBe('ZCFHWHHYF')
    expect(analyticsTerm('ZCF-HWH HYFE6100001')).toBe('ZCFHWHHYF')
    expect(analyticsPath('/en/vin/search/ZCFHWHHYFE6100001')).toBe('/en/vin/search/ZCFHWHHYF')
    expect(analyticsPath('/products/15-10000-brake-caliper')).toBe('/products/15-10000-brake-caliper')
  })

  it('never puts the live password-reset token into a page path', () => {
    const token = 'q1Zt-7_xYk0Ae3mWn9Pr4sTu6vWx8yZa1Bc2De3Fg4H'
    expect(analyticsPath(`/password-reset/${token}`)).toBe('/password-reset/:token')
    expect(analyticsPath(`/fr/password-reset/${token}`)).toBe('/fr/password-reset/:token')
  })
})

describe('track() and the consent gate', () => {
  it('pushes nothing before the choice; consent default and update, then what waited, after "allow"', async () => {
    track({ event: 'search', searchType: 'siteSearch', searchTerm: 'Luft/Filter' })
    expect(window.dataLayer ?? []).toEqual([])
    consentStore.choice = 'granted'
    await flush()
    const [first, second, third] = entries()
    expect(first).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })])
    expect(second).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })])
    expect(third).toEqual({ event: 'search', searchType: 'siteSearch', searchTerm: 'LuftFilter', partnerId: '' })
  })

  it('tracks a purchase once per order number, however often it is reported', () => {
    const before = events().length
    const purchase = { event: 'purchase' as const, ecommerce: { items: [], transaction_id: 'A-1', second_transaction_id: 'A-2' } }
    track(purchase)
    track(purchase)
    const added = events().slice(before)
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: 'A-1', second_transaction_id: 'A-2' } })
    // An ecommerce event is preceded by the GA4 reset of the previous ecommerce object.
    expect(entries().at(-2)).toEqual({ ecommerce: null })
  })

  it('keeps events made offline and pushes them, in order, when the shop answers again', async () => {
    const before = events().length
    online = false
    track({ event: 'search', searchType: 'vinSearch', searchTerm: 'WDB9634031L123456' })
    expect(events()).toHaveLength(before)
    expect(localStorage.getItem('parts-shop-tracking-outbox')).toContain('WDB963403')
    online = true
    track({ event: 'search', searchType: 'siteSearch', searchTerm: 'after' })
    const added = events().slice(before)
    expect(added.map((entry) => (entry as { searchTerm: string }).searchTerm)).toEqual(['WDB963403', 'after'])
    expect(localStorage.getItem('parts-shop-tracking-outbox')).toBeNull()
  })

  it('pushes no event after a refusal', async () => {
    const before = entries().length
    consentStore.choice = 'denied'
    await flush()
    track({ event: 'search', searchType: 'siteSearch', searchTerm: 'nothing' })
    expect(events().some((entry) => (entry as { searchTerm?: string }).searchTerm === 'nothing')).toBe(false)
    // Only the consent update went in.
    expect(entries().slice(before)).toEqual([['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]])
  })
})

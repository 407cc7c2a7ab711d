import { beforeEach, describe, expect, it } from 'vitest'
import { BUILT_IN_META } from '../contracts/meta-constants'
import { applyMeta } from '../meta/shop-meta'
import { chooseCountry, countryStore, followRouteLanguage } from './country-store'

beforeEach(() => {
  countryStore.countryID = 'DE'
  countryStore.wasSetByUser = false
})

describe('country selection', () => {
  it('follows the route language while the user never chose', () => {
    followRouteLanguage('fr')
    expect(countryStore.countryID).toBe('FR')
    followRouteLanguage('de')
    expect(countryStore.countryID).toBe('DE')
  })

  it('keeps a country the user chose, whatever language the route has', () => {
    chooseCountry('AT')
    followRouteLanguage('es')
    expect(countryStore).toMatchObject({ countryID: 'AT', wasSetByUser: true })
  })
})

describe("the shop's configured defaults (GET /api/meta)", () => {
  it("a first visit in the shop's own language gets DEFAULT_COUNTRY; other languages keep theirs", () => {
    applyMeta({ ...BUILT_IN_META, defaultLanguage: 'en', defaultCountry: 'IE' })
    try {
      followRouteLanguage('en')
      expect(countryStore.countryID).toBe('IE')
      followRouteLanguage('de')
      expect(countryStore.countryID).toBe('DE')
    } finally {
      applyMeta(BUILT_IN_META)
    }
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { chooseCountry, countryStore, followRouteLanguage } from './store'

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

import { describe, expect, it } from 'vitest'
import { countryNameBeforeLoad, DEFAULT_COUNTRY } from './default-country'

describe('the country before its data has loaded', () => {
  it('is Deutschland (DE, entity DTDE) by default', () => {
    expect(DEFAULT_COUNTRY).toEqual({ countryID: 'DE', countryName: 'Deutschland', entityID: 'DTDE' })
    expect(countryNameBeforeLoad('DE', 'de')).toBe('Deutschland')
  })

  it('names another country in the page language, never by its bare code', () => {
    expect(countryNameBeforeLoad('FR', 'fr')).toBe('France')
    expect(countryNameBeforeLoad('AT', 'de')).toBe('Österreich')
    expect(countryNameBeforeLoad('XX', 'en')).toBe('Deutschland')
  })
})

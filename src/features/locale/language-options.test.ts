import { describe, expect, it } from 'vitest'
import { filterLanguages, languageOptions, showsCountryLine } from './language-options'

describe('language dropdown entries', () => {
  it('shows a country line only when the country value is longer than 2 characters', () => {
    expect(showsCountryLine('Deutschland')).toBe(true)
    expect(showsCountryLine('DE')).toBe(false)
    expect(showsCountryLine('')).toBe(false)
    expect(languageOptions('de').find((option) => option.code === 'de')?.country).toBe('Deutschland')
  })

  it('filters by the language’s own name, its code, its country or its name in the page language', () => {
    const options = languageOptions('de')
    const codes = (filter: string) => filterLanguages(options, filter).map((option) => option.code)
    expect(codes('fran')).toEqual(['fr'])
    expect(codes('Russisch')).toEqual(['ru'])
    expect(codes('españa')).toEqual(['es'])
    expect(codes('  ')).toHaveLength(8)
    expect(codes('klingonisch')).toEqual([])
  })

  it('carries SPEC.md §3 Language: code, langCode, name and modifier', () => {
    const english = languageOptions('de').find((option) => option.code === 'en')
    expect(english).toMatchObject({ code: 'en', langCode: 'en-GB', name: 'English', modifier: 'gb' })
    expect(languageOptions('de').map((option) => option.modifier)).toEqual(['de', 'gb', 'fr', 'it', 'ru', 'nl', 'pt', 'es'])
  })
})

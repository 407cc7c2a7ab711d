import { describe, expect, it } from 'vitest'
import { isImagePath, isSpaRoute, localizePath, splitLanguage } from './routes'

describe('language prefixes', () => {
  it('splits a language prefix off a path; German has none', () => {
    expect(splitLanguage('/en/geoselection')).toEqual({ lang: 'en', rest: '/geoselection' })
    expect(splitLanguage('/fr')).toEqual({ lang: 'fr', rest: '/' })
    expect(splitLanguage('/geoselection')).toEqual({ lang: 'de', rest: '/geoselection' })
    expect(splitLanguage('/de/geoselection')).toEqual({ lang: 'de', rest: '/de/geoselection' })
  })

  it('prefixes every language but German, and a home page is just the prefix', () => {
    expect(localizePath('/', 'de')).toBe('/')
    expect(localizePath('/', 'ru')).toBe('/ru')
    expect(localizePath('/geoselection', 'nl')).toBe('/nl/geoselection')
  })
})

describe('isSpaRoute', () => {
  it('knows the pages in every language and nothing else', () => {
    expect(isSpaRoute('/')).toBe(true)
    expect(isSpaRoute('/pt')).toBe(true)
    expect(isSpaRoute('/es/geoselection')).toBe(true)
    expect(isSpaRoute('/de')).toBe(false)
    expect(isSpaRoute('/geoselection/x')).toBe(false)
    expect(isSpaRoute('/no/such/page')).toBe(false)
  })
})

describe('isImagePath', () => {
  it('matches the image extensions of SPEC.md §2, in any case', () => {
    for (const path of ['/a.jpg', '/a.JPEG', '/b/c.webp', '/d.png', '/e.svg', '/f.gif']) expect(isImagePath(path)).toBe(true)
    expect(isImagePath('/products/1.10234')).toBe(false)
    expect(isImagePath('/page.html')).toBe(false)
  })
})

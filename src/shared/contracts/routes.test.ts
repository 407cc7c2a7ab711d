import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setUnprefixedLanguage } from './languages'
import { isImagePath, isSpaRoute, localizePath, splitLanguage, toPublicPath, toRoutePath } from './routes'

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

describe('translated division paths', () => {
  it('maps every language to its own division path and back', () => {
    expect(localizePath('/produktdivisionen', 'de')).toBe('/produktdivisionen')
    expect(localizePath('/produktdivisionen', 'en')).toBe('/en/product-divisions')
    expect(localizePath('/produktdivisionen/truck', 'ru')).toBe('/ru/razdely/truck')
    expect(toRoutePath('/pt/divisoes/bus')).toBe('/pt/produktdivisionen/bus')
    expect(toRoutePath('/fr/divisions')).toBe('/fr/produktdivisionen')
    expect(toPublicPath('/es/produktdivisionen')).toBe('/es/divisiones')
    expect(toRoutePath('/en/geoselection')).toBe('/en/geoselection')
  })

  it('serves each language only under its own division path', () => {
    expect(isSpaRoute('/produktdivisionen')).toBe(true)
    expect(isSpaRoute('/it/divisioni/truck')).toBe(true)
    expect(isSpaRoute('/nl/divisies')).toBe(true)
    expect(isSpaRoute('/en/produktdivisionen')).toBe(false)
    expect(isSpaRoute('/product-divisions')).toBe(false)
  })
})

describe('an English-first shop (DEFAULT_LANGUAGE=en, issue 15)', () => {
  beforeEach(() => setUnprefixedLanguage('en'))
  afterEach(() => setUnprefixedLanguage('de'))

  it('serves English without a prefix and German under /de', () => {
    expect(splitLanguage('/geoselection')).toEqual({ lang: 'en', rest: '/geoselection' })
    expect(splitLanguage('/de/geoselection')).toEqual({ lang: 'de', rest: '/geoselection' })
    expect(localizePath('/geoselection', 'en')).toBe('/geoselection')
    expect(localizePath('/', 'de')).toBe('/de')
    expect(isSpaRoute('/de/login')).toBe(true)
    expect(isSpaRoute('/en/login')).toBe(false)
  })

  it('keeps the translated division paths: English unprefixed, German under /de', () => {
    expect(localizePath('/produktdivisionen', 'en')).toBe('/product-divisions')
    expect(localizePath('/produktdivisionen/truck', 'de')).toBe('/de/produktdivisionen/truck')
    expect(toRoutePath('/product-divisions/truck')).toBe('/produktdivisionen/truck')
    expect(isSpaRoute('/product-divisions')).toBe(true)
    expect(isSpaRoute('/produktdivisionen')).toBe(false)
    expect(isSpaRoute('/de/produktdivisionen')).toBe(true)
  })
})

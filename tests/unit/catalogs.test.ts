import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/shared/contracts/languages'
import { readCatalog } from '../fixtures/catalog'

const catalog = readCatalog
const source = catalog('en')

describe('translation catalogs', () => {
  it('have messages at all', () => {
    expect(source.length).toBeGreaterThan(10)
  })

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))('%s translates every message', (lang) => {
    const entries = new Map(catalog(lang).map((entry) => [entry.id, entry.translation]))
    const missing = source.filter((entry) => !entries.get(entry.id)?.trim()).map((entry) => entry.id)
    expect(missing).toEqual([])
  })

  it('keep placeholders intact in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
    for (const lang of LANGUAGES) {
      for (const entry of catalog(lang)) {
        const english = source.find((s) => s.id === entry.id)
        if (!english || !entry.translation) continue
        expect(placeholders(entry.translation), `${lang}: ${entry.id}`).toEqual(placeholders(english.translation || english.id))
      }
    }
  })

  it('carry the message ids SPEC.md names', () => {
    expect(source.map((entry) => entry.id)).toEqual(expect.arrayContaining(['errors.page404']))
  })
})

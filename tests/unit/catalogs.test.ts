import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/shared/contracts/languages'

type Entry = { id: string; translation: string }

/** A small PO reader: enough for msgid/msgstr pairs with continued lines, which is all Lingui writes. */
function readPo(file: string): Entry[] {
  const entries: Entry[] = []
  let field: 'msgid' | 'msgstr' | undefined
  let current: { msgid: string; msgstr: string } | undefined
  const flush = () => {
    if (current && current.msgid !== '') entries.push({ id: current.msgid, translation: current.msgstr })
  }
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const start = line.match(/^(msgid|msgstr) "(.*)"$/)
    if (start) {
      if (start[1] === 'msgid') {
        flush()
        current = { msgid: '', msgstr: '' }
      }
      field = start[1] as 'msgid' | 'msgstr'
      if (current) current[field] += JSON.parse(`"${start[2]}"`)
    } else if (/^"(.*)"$/.test(line) && current && field) {
      current[field] += JSON.parse(line)
    }
  }
  flush()
  return entries
}

const catalog = (lang: string) => readPo(path.join('locales', lang, 'messages.po'))
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

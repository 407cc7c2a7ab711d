import { describe, expect, it } from 'vitest'
import { parsePastedLines } from './parse-lines'

describe('parsePastedLines', () => {
  it('reads the separators people paste from spreadsheets', () => {
    expect(parsePastedLines('1.10234\t5\n5.40020XL\t2')).toEqual([
      { term: '1.10234', qty: 5 },
      { term: '5.40020XL', qty: 2 },
    ])
    expect(parsePastedLines('1.10234;5\n81.50820-6019;1')).toEqual([
      { term: '1.10234', qty: 5 },
      { term: '81.50820-6019', qty: 1 },
    ])
    expect(parsePastedLines('1.10234,5')).toEqual([{ term: '1.10234', qty: 5 }])
  })

  it('takes a trailing number after spaces as the quantity, else 1', () => {
    expect(parsePastedLines('1.10234 5\nA 000 420 12 20   3\n5.40020XL')).toEqual([
      { term: '1.10234', qty: 5 },
      { term: 'A 000 420 12 20', qty: 3 },
      { term: '5.40020XL', qty: 1 },
    ])
  })

  it('skips a header row and empty lines; a bad quantity stays for the server to report', () => {
    const lines = parsePastedLines('Artikelnummer;Menge\n\n1.10234;5 Stk\n1.10235;viele\n')
    expect(lines[0]).toEqual({ term: '1.10234', qty: 5 })
    expect(lines[1]?.term).toBe('1.10235')
    expect(Number.isNaN(lines[1]?.qty)).toBe(true)
  })

  it('reads each line with its own separator, so a mixed paste works', () => {
    expect(parsePastedLines('1.10234\t5\n1.10235;2\n1.10236,3\n1.10237 4\n"1.10238";"6"')).toEqual([
      { term: '1.10234', qty: 5 },
      { term: '1.10235', qty: 2 },
      { term: '1.10236', qty: 3 },
      { term: '1.10237', qty: 4 },
      { term: '1.10238', qty: 6 },
    ])
  })

  it('keeps one line per row even when a line has a stray quote', () => {
    expect(parsePastedLines('Schlauch 1/2" 3\n1.10235\t2')).toHaveLength(2)
  })

  it('reads a word or a fraction after the number as a bad quantity, not as part of the number', () => {
    for (const text of ['1.10234 viele', '1.10234 2,5', '1.10234 -3']) {
      const [line] = parsePastedLines(text)
      expect(line?.term).toBe('1.10234')
      expect(Number.isNaN(line?.qty)).toBe(true)
    }
    expect(parsePastedLines('5.40020 XL')).toEqual([{ term: '5.40020 XL', qty: 1 }])
    expect(parsePastedLines('1.10234 5 Stk')).toEqual([{ term: '1.10234', qty: 5 }])
  })
})

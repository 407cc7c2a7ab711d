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
})

import { describe, expect, it } from 'vitest'
import { rawValueOf } from './xlsx-cell-value'

describe('rawValueOf', () => {
  it('keeps numbers, booleans and text, and gives empty cells as null', () => {
    expect([12.5, true, 'WIL', '', null, undefined].map(rawValueOf)).toEqual([12.5, true, 'WIL', null, null, null])
  })

  it('gives the text of rich text and hyperlinks, the result of formulas and the code of errors', () => {
    expect(rawValueOf({ richText: [{ text: 'Brems' }, { font: { bold: true }, text: 'scheibe' }] })).toBe('Bremsscheibe')
    expect(rawValueOf({ text: 'Datenblatt', hyperlink: 'https://example.com' })).toBe('Datenblatt')
    expect(rawValueOf({ formula: 'B2*1.19', result: 119 })).toBe(119)
    expect(rawValueOf({ sharedFormula: 'C2', result: 'A-1' })).toBe('A-1')
    expect(rawValueOf({ formula: 'B2*1.19' })).toBeNull()
    expect(rawValueOf({ error: '#N/A' })).toBe('#N/A')
  })

  it('gives dates as ISO text: the day alone at midnight, the full time otherwise', () => {
    expect(rawValueOf(new Date(Date.UTC(2026, 10, 26)))).toBe('2026-11-26')
    expect(rawValueOf(new Date(Date.UTC(2026, 10, 26, 7, 30)))).toBe('2026-11-26T07:30:00.000Z')
  })
})

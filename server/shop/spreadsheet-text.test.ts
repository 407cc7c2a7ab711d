import { describe, expect, it } from 'vitest'
import { spreadsheetText } from './spreadsheet-text'

describe('spreadsheetText', () => {
  it('prefixes text that starts like a formula with an apostrophe', () => {
    for (const text of ['=1+1', '+49 89 1234', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1', '=HYPERLINK("http://x")']) {
      expect(spreadsheetText(text), JSON.stringify(text)).toBe(`'${text}`)
    }
  })

  it('leaves every other text as it is, including a formula sign further in', () => {
    for (const text of ['PO 4711', 'A=1', '2026-05-12', '', "'=1"]) {
      expect(spreadsheetText(text), JSON.stringify(text)).toBe(text)
    }
  })
})

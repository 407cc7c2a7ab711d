import { describe, expect, it } from 'vitest'
import type { IndexEntry } from '../db/schema-downloads'
import { indexCsv } from './index-csv'
import { parseCsv } from './test-support/read-zip'

const entry: IndexEntry = {
  documentId: 'd1',
  number: 'GS-1001',
  type: 'creditnote',
  date: '2026-05-12',
  orderNumbers: ['A1'],
  customerOrderReference: '=HYPERLINK("http://x","y")',
  total: -12.5,
  currency: 'EUR',
  pdfPath: 'credit-notes/GS-1001.pdf',
  xmlPath: null,
  status: 'ok',
}

describe('indexCsv', () => {
  it("defuses a buyer's reference that starts like a formula and keeps a negative amount a number", () => {
    const [, row] = parseCsv(indexCsv([entry], 'en'))
    expect(row?.[4]).toBe(`'=HYPERLINK("http://x","y")`)
    expect(row?.[5]).toBe('-12.50')
  })

  it("is written in the download's language: German with a BOM, semicolons, decimal comma and German words", () => {
    const csv = indexCsv([entry, { ...entry, number: 'IN99-999999', type: null, date: null, total: null, status: 'error' }], 'de')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFBelegnummer;Belegart;Datum;Bestellnummern;Ihre Referenz;Bruttobetrag;Währung;PDF-Datei;E-Rechnung (XML);Status',
    )
    const [, ok, failed] = parseCsv(csv)
    expect(ok).toEqual([
      'GS-1001',
      'Gutschrift',
      '12.05.2026',
      'A1',
      `'=HYPERLINK("http://x","y")`,
      '-12,50',
      'EUR',
      'credit-notes/GS-1001.pdf',
      '',
      'Enthalten',
    ])
    expect(failed?.slice(1, 3)).toEqual(['', ''])
    expect(failed?.at(-1)).toBe('Fehler')
  })
})

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
    const [, row] = parseCsv(indexCsv([entry]))
    expect(row?.[4]).toBe(`'=HYPERLINK("http://x","y")`)
    expect(row?.[5]).toBe('-12.50')
  })
})

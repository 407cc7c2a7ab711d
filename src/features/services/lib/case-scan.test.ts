import { describe, expect, it } from 'vitest'
import type { ReturnableResponse } from '../../../shared/contracts/returns'
import { emptyDraft, withDocument, withLine } from './case-draft'
import { readCaseScan } from './case-scan'

const line = (position: number, sku: string, returnable: number) => ({
  position,
  orderNumber: 'A25-000001',
  vendorId: 'V',
  sku,
  name: sku,
  qty: 2,
  returnable,
  deposit: null,
  isExchangeUnit: false,
})
const note: ReturnableResponse = {
  documentId: 'DN25-000001',
  documentType: 'deliverynote',
  issuedOn: '2026-11-20',
  lines: [line(1, '1.10234', 2), line(2, '2.20000', 0)],
}
const draft = withDocument(emptyDraft('return'), note)

describe('a scan in the case editor', () => {
  it('loads a delivery note or invoice by its number', () => {
    expect(readCaseScan(' dn25-004711 ', draft)).toEqual({ kind: 'document', documentId: 'DN25-004711' })
    expect(readCaseScan('IN25-000123', draft)).toEqual({ kind: 'document', documentId: 'IN25-000123' })
  })

  it('ticks the matching line by its article number, typed loosely or not', () => {
    expect(readCaseScan('110234', draft)).toEqual({ kind: 'tick', key: 'DN25-000001#1', sku: '1.10234' })
    const ticked = withLine(draft, 'DN25-000001#1', { ticked: true })
    expect(readCaseScan('1.10234', ticked)).toEqual({ kind: 'ticked', sku: '1.10234' })
    expect(readCaseScan('2.20000', draft)).toEqual({ kind: 'blocked', sku: '2.20000' })
    expect(readCaseScan('9.99999', draft)).toEqual({ kind: 'not-loaded', term: '9.99999' })
  })

  it('keeps the scanner looking on codes that are neither', () => {
    expect(readCaseScan('https://example.com', draft)).toBeNull()
  })
})

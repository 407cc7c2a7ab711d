import { describe, expect, it } from 'vitest'
import { exportUrl, hasEInvoice, pdfUrl, xmlUrl } from './document-urls'

describe('document addresses', () => {
  it('asks for the PDF in the page language and the XML only for invoices and credit notes', () => {
    expect(pdfUrl('IN25-004711', 'fr')).toBe('/api/documents/IN25-004711/pdf?languageID=fr')
    expect(xmlUrl('CN25-000001')).toBe('/api/documents/CN25-000001/xml')
    expect(['invoice', 'creditnote', 'deliverynote', 'packinglist'].map((type) => hasEInvoice(type as never))).toEqual([
      true,
      true,
      false,
      false,
    ])
  })

  it('exports the filtered list without its paging', () => {
    const url = exportUrl(
      'documents',
      'xlsx',
      { type: 'invoice', q: '1.10234', from: undefined, page: 3, pageSize: 50, sort: '-date' },
      'de',
      'Europe/Vienna',
    )
    expect(url).toBe('/api/documents/export?format=xlsx&languageID=de&timeZone=Europe%2FVienna&type=invoice&q=1.10234&sort=-date')
  })
})

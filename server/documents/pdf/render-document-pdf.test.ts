import { describe, expect, it } from 'vitest'
import { buildDocumentDetailFixture } from '../document-detail-fixture'
import { buildCiiXml } from '../einvoice/cii-xml'
import { InconsistentTotalsError } from '../einvoice/e-invoice-errors'
import { embeddedFiles, embeddedFontCharacters, pageCount, pdfObjects, xmpMetadata } from './pdf-inspection'
import { renderDocumentPdf } from './render-document-pdf'

const invoice = buildDocumentDetailFixture({ lineCount: 40, vatRates: [19, 7] })

// Each render takes a tenth of a second alone, several times that while the whole suite shares the cores.
describe('renderDocumentPdf', { timeout: 60_000 }, () => {
  it('renders a 40-line invoice as a PDF on two pages, one line on one page, 120 lines on more', async () => {
    const pdf = await renderDocumentPdf(invoice, 'de')
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7')
    expect(pageCount(pdf)).toBe(2)
    expect(pageCount(await renderDocumentPdf(buildDocumentDetailFixture({ lineCount: 1 }), 'de'))).toBe(1)
    expect(pageCount(await renderDocumentPdf(buildDocumentDetailFixture({ lineCount: 120 }), 'de'))).toBe(5)
  })

  it('embeds the same e-invoice XML that buildCiiXml gives, as factur-x.xml', async () => {
    for (const detail of [invoice, buildDocumentDetailFixture({ type: 'creditnote', lineCount: 12 })]) {
      const pdf = await renderDocumentPdf(detail, 'en')
      const files = embeddedFiles(pdf)
      expect(files).toHaveLength(1)
      expect((files[0] as Buffer).toString('utf8')).toBe(buildCiiXml(detail))
      const fileSpec = pdfObjects(pdf).find((object) => object.dictionary.includes('/Type /Filespec'))
      expect(fileSpec?.dictionary).toMatch(/\/F \(factur-x\.xml\)/)
      expect(fileSpec?.dictionary).toMatch(/\/AFRelationship \/Alternative/)
      expect(pdfObjects(pdf).find((object) => object.dictionary.includes('/Type /EmbeddedFile'))?.dictionary).toMatch(
        /\/Subtype \/text#2Fxml/,
      )
      // The catalog links the file as an associated file, as PDF/A-3 requires.
      expect(pdfObjects(pdf).find((object) => object.dictionary.includes('/Type /Catalog'))?.dictionary).toMatch(
        /\/AF \[\d+ 0 R\]/,
      )
    }
  })

  it('declares PDF/A-3b and Factur-X EN 16931 in its XMP metadata', async () => {
    const xmp = xmpMetadata(await renderDocumentPdf(invoice, 'de'))
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>\s*<pdfaid:conformance>B<\/pdfaid:conformance>/)
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>')
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>')
    expect(xmp).toContain('<fx:Version>1.0</fx:Version>')
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>')
    expect(xmp).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>')
    expect(xmp).toContain('<xmp:CreateDate>2025-03-12T00:00:00Z</xmp:CreateDate>')
    expect(xmp).toContain('<xmp:ModifyDate>2025-03-12T00:00:00Z</xmp:ModifyDate>')
  })

  it('declares the XRECHNUNG profile for a buyer with a Leitweg-ID, as its XML does', async () => {
    const pdf = await renderDocumentPdf(buildDocumentDetailFixture({ lineCount: 3, buyerReference: '991-33333TEST-33' }), 'de')
    expect(xmpMetadata(pdf)).toContain('<fx:ConformanceLevel>XRECHNUNG</fx:ConformanceLevel>')
    expect(String(embeddedFiles(pdf)[0])).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0')
  })

  it('gives delivery notes and packing lists no XML and no Factur-X claim', async () => {
    for (const type of ['deliverynote', 'packinglist'] as const) {
      const pdf = await renderDocumentPdf(buildDocumentDetailFixture({ type }), 'de')
      expect(embeddedFiles(pdf)).toEqual([])
      expect(xmpMetadata(pdf)).not.toContain('fx:DocumentType')
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(1)
    }
  })

  it('gives byte-identical files for the same input, and different ones for another document', async () => {
    const first = await renderDocumentPdf(invoice, 'de')
    const second = await renderDocumentPdf(buildDocumentDetailFixture({ lineCount: 40, vatRates: [19, 7] }), 'de')
    expect(second.equals(first)).toBe(true)
    const other = await renderDocumentPdf({ ...invoice, number: 'IN25-004712', documentId: 'IN25-004712' }, 'de')
    expect(other.equals(first)).toBe(false)
  })

  it('draws Russian text with the embedded DejaVu Sans, whose glyphs include the Cyrillic used', async () => {
    const pdf = await renderDocumentPdf(buildDocumentDetailFixture({ russianNames: true }), 'ru')
    const text = pdf.toString('latin1')
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\n/)
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\n/)
    expect(text).toMatch(/\/FontFile2 \d+ 0 R/)
    const characters = embeddedFontCharacters(pdf)
    for (const character of 'Счёт Наименование Тормозной диск Страница') expect(characters.has(character)).toBe(true)
    const german = embeddedFontCharacters(await renderDocumentPdf(invoice, 'de'))
    expect(german.has('С')).toBe(false)
  })

  it('renders every language and document type', async () => {
    for (const language of ['de', 'en', 'fr', 'it', 'ru', 'nl', 'pt', 'es'] as const) {
      for (const type of ['invoice', 'creditnote', 'deliverynote', 'packinglist'] as const) {
        const detail = buildDocumentDetailFixture({ type, lineCount: 3 })
        const pdf = await renderDocumentPdf(detail, language)
        expect(pageCount(pdf), `${type} in ${language}`).toBe(1)
        // The e-invoice does not depend on the language (schematron.test.ts checks buildCiiXml's output).
        const hasXml = type === 'invoice' || type === 'creditnote'
        expect(embeddedFiles(pdf).map(String), `${type} in ${language}`).toEqual(hasXml ? [buildCiiXml(detail)] : [])
      }
    }
  })

  it('refuses an invoice whose totals do not add up instead of printing it', async () => {
    await expect(
      renderDocumentPdf({ ...invoice, totals: invoice.totals && { ...invoice.totals, gross: 1 } }, 'de'),
    ).rejects.toThrow(InconsistentTotalsError)
  })
})

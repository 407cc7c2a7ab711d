import type { DocumentDetail } from '../../../src/shared/contracts/documents'
import { type Language, LOCALE_OF } from '../../../src/shared/contracts/languages'
import { buildCiiXml, isXRechnung } from '../einvoice/cii-xml'
import { documentFormatters } from './document-formatters'
import { appendModifyDate, attachFacturX } from './factur-x-attachment'
import { DOCUMENT_LABELS } from './labels/labels-of'
import { drawAddressWindow } from './layout/address-window'
import { drawClosingNotes } from './layout/closing-notes'
import { drawDocumentHeading } from './layout/document-heading'
import { drawInfoBlock } from './layout/info-block'
import { drawLetterhead } from './layout/letterhead'
import { drawLinesTable } from './layout/lines-table'
import { PageFlow } from './layout/page-flow'
import { drawPageFooters } from './layout/page-footer'
import type { RenderContext } from './layout/render-context'
import { drawTotals } from './layout/totals'
import { collectPdf, registerDocumentFonts } from './pdf-output'
import { PDFDocument } from './pdfkit-with-parsed-fonts'

/**
 * A business document as PDF in the buyer's language. Every document is PDF/A-3b (archivable, fonts embedded);
 * invoices and credit notes also carry their EN 16931 e-invoice as `factur-x.xml` (Factur-X / ZUGFeRD 2).
 * The same input gives the same bytes: dates and the file ID come from the document, never from the clock,
 * so ZIP downloads and caches see identical files.
 */
export async function renderDocumentPdf(detail: DocumentDetail, language: Language): Promise<Buffer> {
  const labels = DOCUMENT_LABELS[language]
  // Built before any drawing: a document whose totals do not add up fails here, not halfway through a PDF.
  const eInvoiceXml = detail.type === 'invoice' || detail.type === 'creditnote' ? buildCiiXml(detail) : null
  const documentDate = new Date(`${detail.date}T00:00:00Z`)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: LOCALE_OF[language],
    displayTitle: true,
    // pdfkit derives the trailer's file ID from these entries, so it follows the document number and date.
    info: {
      Title: `${labels.title[detail.type]} ${detail.number}`,
      Creator: 'Achslast Parts document service',
      CreationDate: documentDate,
      ModDate: documentDate,
    },
  })
  const done = collectPdf(doc)
  registerDocumentFonts(doc)

  const context: RenderContext = { doc, detail, labels, format: documentFormatters(language, detail.currency) }
  drawLetterhead(context)
  drawAddressWindow(context)
  const flow = new PageFlow(context, drawDocumentHeading(context, drawInfoBlock(context)))
  drawLinesTable(context, flow)
  drawTotals(context, flow)
  drawClosingNotes(context, flow)
  drawPageFooters(context)

  if (eInvoiceXml) attachFacturX(doc, eInvoiceXml, documentDate, isXRechnung(detail) ? 'XRECHNUNG' : 'EN 16931')
  appendModifyDate(doc, documentDate)
  doc.end()
  return done
}

import type { DocumentDetail } from '../../../../src/shared/contracts/documents'
import type { DocumentFormatters } from '../document-formatters'
import type { DocumentLabels } from '../labels/document-labels'

/** What every layout part needs: the open PDF, the document, its language's texts and formatters. */
export type RenderContext = {
  doc: PDFKit.PDFDocument
  detail: DocumentDetail
  labels: DocumentLabels
  format: DocumentFormatters
}

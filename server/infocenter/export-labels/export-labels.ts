import type { DocumentStatus, DocumentType, OrderStatus } from '../../../src/shared/contracts/documents-constants'

/**
 * The words of a list export in one language: column names, status words and document types. Typed tables on the
 * server, as the PDFs' labels are (server/documents/pdf/labels): the server writes the file and does not load the
 * SPA's catalogs; the status words are the ones the lists on screen use. The type makes a missing word a compile
 * error in every language.
 */
export type ExportLabels = {
  orders: {
    orderNumber: string
    linkedOrderNumber: string
    placedAt: string
    status: string
    customerOrderReference: string
    vin: string
    lineCount: string
    total: string
    currency: string
  }
  documents: {
    documentId: string
    type: string
    date: string
    orderNumbers: string
    customerOrderReference: string
    total: string
    currency: string
    status: string
  }
  orderStatus: Record<OrderStatus, string>
  documentStatus: Record<DocumentStatus, string>
  documentType: Record<DocumentType, string>
  /** The index.csv of a ZIP download: its file columns and whether each document made it into the ZIP. */
  zipIndex: { pdfFile: string; xmlFile: string; ok: string; error: string }
}

import { allowedDocumentTypes } from '../../src/shared/contracts/documents-constants'
import type { Db } from '../db/connect'
import { createCustomerRepository, featuresOf } from '../db/repositories/customer-repository'
import { createDocumentDetailRepository } from '../db/repositories/document-detail-repository'
import { buildCiiXml } from '../documents/einvoice/cii-xml'
import { erpPdfOf } from '../integration/erp/erp-document-pdf'
import type { DocumentSource } from './document-source'

/**
 * The real documents: the information centre's repository and renderers (issue 9); the PDF renderer
 * is handed in (the app's worker-thread pool, server/heavy-work/). Features are
 * read when the job renders, as every information-centre request reads them, so a document prints
 * with the same linked documents here as it does when opened alone.
 */
export function createDocumentSource(db: Db, renderPdf: DocumentSource['pdf']): DocumentSource {
  const customers = createCustomerRepository(db)
  const documents = createDocumentDetailRepository(db)
  return {
    async detail(customerId, documentId, language) {
      const customer = await customers.byId(customerId)
      if (!customer) return null
      const features = featuresOf(customer)
      return documents.find(customerId, documentId, allowedDocumentTypes(features), features.shipment, language)
    },
    // The ERP's own PDF where it sent one (issue 29), as the single download serves it.
    pdf: async (detail, language) => (await erpPdfOf(db, detail.documentId))?.pdf ?? renderPdf(detail, language),
    xml: (detail) => (detail.type === 'invoice' || detail.type === 'creditnote' ? buildCiiXml(detail) : null),
  }
}

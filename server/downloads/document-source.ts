import type { DocumentDetail } from '../../src/shared/contracts/documents'
import type { Language } from '../../src/shared/contracts/languages'

/**
 * What a download needs from the information centre: a customer's document, its PDF and its
 * e-invoice. A port, so the ZIP job does not depend on how documents are stored or rendered;
 * `createDocumentSource` (document-source-adapter.ts) wires the real repository and renderers.
 */
export type DocumentSource = {
  /** The document when it is this customer's, parts named in `language`; null for an unknown id or another customer's. */
  detail(customerId: string, documentId: string, language: Language): Promise<DocumentDetail | null>
  pdf(detail: DocumentDetail, language: Language): Promise<Buffer>
  /** The UN/CEFACT CII XML of an invoice or credit note; null for other types. */
  xml(detail: DocumentDetail): string | null
}

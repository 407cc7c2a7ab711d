import { DOCUMENT_ERROR_CODES, type DocumentType } from '../../../src/shared/contracts/documents-constants'

/** Only invoices and credit notes have an e-invoice; the API answers this with its stable code. */
export class NoEInvoiceError extends Error {
  readonly code = DOCUMENT_ERROR_CODES.noEInvoice
  constructor(type: DocumentType) {
    super(`A ${type} has no e-invoice: only invoices and credit notes do`)
    this.name = 'NoEInvoiceError'
  }
}

/**
 * The document's lines, VAT breakdown and totals do not add up. An e-invoice like that fails the buyer's
 * EN 16931 validation (BR-CO-10, BR-CO-14, BR-CO-15), so it is refused here rather than sent.
 */
export class InconsistentTotalsError extends Error {
  constructor(documentNumber: string, detail: string) {
    super(`Document ${documentNumber}: ${detail}`)
    this.name = 'InconsistentTotalsError'
  }
}

import type { DocumentType } from '../../../../src/shared/contracts/documents-constants'

/**
 * The printed texts of a business document in one language. They live on the server as typed tables, not in
 * Lingui: the PDF is rendered by the server, which does not load the SPA's catalogs, and a document's wording
 * (legal terms, payment terms) is reviewed like a form, not like UI copy. The type makes a missing text a
 * compile error in every language.
 */
export type DocumentLabels = {
  title: Record<DocumentType, string>
  numberLabel: Record<DocumentType, string>
  /** Between a label and its value: ': ', in French with the no-break space French typography puts before a colon. */
  colon: string
  date: string
  customerNumber: string
  orderNumbers: (count: number) => string
  customerReference: string
  dueDate: string
  deliveryAddress: string
  invoiceAddress: string
  columns: {
    position: string
    article: string
    description: string
    order: string
    qty: string
    unitPrice: string
    vat: string
    amount: string
    checked: string
  }
  oeNumbers: string
  /** A deposit line's description, before the part number: the deposit on the exchange unit (issue 31). */
  coreDeposit: string
  /** Before the part's name as ordered, where the catalogue names it otherwise in the document's language. */
  orderedAs: string
  netTotal: string
  vatOnBase: (rate: string, base: string) => string
  grossTotal: { invoice: string; creditnote: string }
  paymentTerms: (days: number, dueDate: string) => string
  /** An invoice paid online: the card as "VISA ••1111" and the day the money was collected. */
  paidByCard: (card: string, date: string) => string
  paidByPayPal: (date: string) => string
  bankTransfer: (iban: string, invoiceNumber: string) => string
  creditNoteReason: { return: string; priceCorrection: string }
  relatesToInvoice: (invoiceNumber: string, date: string) => string
  creditNoteSettlement: string
  shippedWith: string
  trackingNumber: string
  parcels: string
  totalWeight: string
  goodsReceived: string
  dateAndSignature: string
  page: (page: number, pageCount: number) => string
  vatId: string
  phone: string
  email: string
  iban: string
  eInvoiceAttached: string
}

import { readListSearch } from '../../../../features/infocenter/lib/list-search'
import { DOCUMENT_SORTS, type DocumentType } from '../../../../shared/contracts/documents-constants'

// The route options of the four document lists; apart from the page (document-list-route.tsx), so the
// router's first-page chunk does not pull the table and the download bar in with them (issue 17).

/** SPEC.md §6: invoices and credit notes need `invoice`; delivery notes and packing lists `shipment`. */
export const FEATURE_OF: Record<DocumentType, 'invoice' | 'shipment'> = {
  invoice: 'invoice',
  creditnote: 'invoice',
  deliverynote: 'shipment',
  packinglist: 'shipment',
}

/** validateSearch of the four document lists (bad values are dropped, defaults left out of the URL). */
export const readDocumentSearch = (raw: Record<string, unknown>) =>
  readListSearch(raw, { sorts: DOCUMENT_SORTS, defaultSort: '-date' })

import type { DocumentType } from '../../../shared/contracts/documents-constants'
import type { Language } from '../../../shared/contracts/languages'

/** The PDF in the buyer's language; the service worker keeps every one opened (sw/document-cache.ts). */
export const pdfUrl = (documentId: string, lang: Language) =>
  `/api/documents/${encodeURIComponent(documentId)}/pdf?languageID=${lang}`

/** The e-invoice (UN/CEFACT CII, EN 16931): invoices and credit notes only. */
export const xmlUrl = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/xml`

export const hasEInvoice = (type: DocumentType) => type === 'invoice' || type === 'creditnote'

/** The filtered list as a file: the same filters as the page, without its paging. */
export function exportUrl(
  resource: 'documents' | 'orders',
  format: 'csv' | 'xlsx',
  filters: Record<string, string | number | undefined>,
  lang: Language,
  timeZone: string,
): string {
  // The language words the file (columns, statuses, separator, decimal mark); the zone gives its times.
  const params = new URLSearchParams({ format, languageID: lang, timeZone })
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && key !== 'page' && key !== 'pageSize') params.set(key, String(value))
  }
  return `/api/${resource}/export?${params}`
}

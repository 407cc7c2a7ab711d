import type { Language } from '../../src/shared/contracts/languages'
import type { IndexEntry } from '../db/schema-downloads'
import { type ExportColumn, exportCsv } from '../infocenter/export-file'
import { EXPORT_LABELS } from '../infocenter/export-labels/labels-of'

/**
 * The ZIP's index in the download's language, written like every list export (export-file.ts): the separator after
 * the language's decimal mark, translated column names, document types and states, BOM; text that starts like a
 * formula (a buyer's order reference `=1+1`) is defused, amounts the shop writes stay numbers. Its dates are
 * calendar dates, so no time zone is needed.
 */
export function indexCsv(entries: IndexEntry[], language: Language): string {
  const { documents: name, documentType, zipIndex } = EXPORT_LABELS[language]
  const columns: ExportColumn<IndexEntry>[] = [
    { header: name.documentId, value: (e) => e.number },
    { header: name.type, value: (e) => (e.type ? documentType[e.type] : null) },
    { header: name.date, kind: 'date', value: (e) => e.date },
    { header: name.orderNumbers, value: (e) => e.orderNumbers.join(' ') },
    { header: name.customerOrderReference, value: (e) => e.customerOrderReference },
    { header: name.total, kind: 'amount', value: (e) => e.total },
    { header: name.currency, value: (e) => e.currency },
    { header: zipIndex.pdfFile, value: (e) => e.pdfPath },
    { header: zipIndex.xmlFile, value: (e) => e.xmlPath },
    { header: name.status, value: (e) => zipIndex[e.status] },
  ]
  return exportCsv(columns, entries, { language, timeZone: 'UTC' })
}

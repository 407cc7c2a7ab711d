import type { DocumentDetail } from '../../src/shared/contracts/documents'
import { DOCUMENT_ID_PATTERN, DOCUMENT_TYPES } from '../../src/shared/contracts/documents-constants'
import { DOWNLOAD_FOLDERS } from '../../src/shared/contracts/downloads-constants'
import type { IndexEntry } from '../db/schema-downloads'

/** Files carry the document's date at noon UTC (the same day in every time zone), never the build time: rebuilds are byte-identical. */
const FALLBACK_TIME = new Date('2000-01-01T12:00:00Z')
export function entryTime(date: string | null): Date {
  const time = date ? new Date(`${date.slice(0, 10)}T12:00:00Z`) : FALLBACK_TIME
  return Number.isNaN(time.getTime()) ? FALLBACK_TIME : time
}

export function latestTime(entries: IndexEntry[]): Date {
  return entries.reduce((latest, entry) => {
    const time = entryTime(entry.date)
    return entry.date && time > latest ? time : latest
  }, FALLBACK_TIME)
}

/** `invoices/IN25-004711.pdf`; the number is checked against the id pattern before it becomes a path. */
export function entryPaths(detail: DocumentDetail, withXml: boolean) {
  const base = `${DOWNLOAD_FOLDERS[detail.type]}/${DOCUMENT_ID_PATTERN.test(detail.number) ? detail.number : detail.documentId}`
  const hasXml = withXml && (detail.type === 'invoice' || detail.type === 'creditnote')
  return { pdfPath: `${base}.pdf`, xmlPath: hasXml ? `${base}.xml` : null }
}

function describe(detail: DocumentDetail) {
  return {
    documentId: detail.documentId,
    number: detail.number,
    type: detail.type,
    date: detail.date,
    orderNumbers: detail.orderNumbers,
    customerOrderReference: detail.customerOrderReference,
    total: detail.total,
    currency: detail.currency,
  }
}

export function okEntry(detail: DocumentDetail, paths: { pdfPath: string; xmlPath: string | null }): IndexEntry {
  return { ...describe(detail), ...paths, status: 'ok' }
}

/** A document that is not in the ZIP; what is known of it (nothing, for an unknown or foreign id) stays. */
export function errorEntry(documentId: string, detail: DocumentDetail | null): IndexEntry {
  const known = detail
    ? describe(detail)
    : {
        documentId,
        number: documentId,
        type: null,
        date: null,
        orderNumbers: [],
        customerOrderReference: '',
        total: null,
        currency: '',
      }
  return { ...known, pdfPath: null, xmlPath: null, status: 'error' }
}

/** Folders in the order of DOCUMENT_TYPES, numbers ascending within; errors without a type last, as asked. */
export function sortEntries(entries: IndexEntry[]): IndexEntry[] {
  const rank = (entry: IndexEntry) => (entry.type ? DOCUMENT_TYPES.indexOf(entry.type) : DOCUMENT_TYPES.length)
  return entries
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => {
      const byType = rank(a.entry) - rank(b.entry)
      if (byType !== 0) return byType
      if (a.entry.type === null) return a.order - b.order
      return a.entry.number < b.entry.number ? -1 : a.entry.number > b.entry.number ? 1 : a.order - b.order
    })
    .map(({ entry }) => entry)
}

/** zod-free constants of the multi-document download contract (issue 10), safe for the SPA and the service worker. */

/** Issue 10: at most this many documents in one ZIP ("select all matching the filter, up to 1,000"). */
export const MAX_DOCUMENTS_PER_DOWNLOAD = 1000
/** Issue 10: at most this many downloads of one customer queued or building at once. */
export const MAX_RUNNING_DOWNLOADS = 3
/** SPEC.md §9: a finished download (its file and its status) is kept this long, then deleted. */
export const DOWNLOAD_TTL_SECONDS = 1800

/**
 * queued: asked, no document done yet; building: documents are being rendered or the ZIP assembled;
 * ready: the file can be fetched until expiresAt; failed: no file (nothing could be rendered, or the
 * build itself failed); cancelled: the customer cancelled it; expired: the file was deleted.
 */
export const DOWNLOAD_STATES = ['queued', 'building', 'ready', 'failed', 'cancelled', 'expired'] as const
export type DownloadState = (typeof DOWNLOAD_STATES)[number]
/** States that count against MAX_RUNNING_DOWNLOADS. */
export const RUNNING_DOWNLOAD_STATES = ['queued', 'building'] as const satisfies readonly DownloadState[]

/** Folders of the ZIP, one per document type; files are `{number}.pdf` (and `{number}.xml` for e-invoices). */
export const DOWNLOAD_FOLDERS = {
  invoice: 'invoices',
  creditnote: 'credit-notes',
  deliverynote: 'delivery-notes',
  packinglist: 'packing-lists',
} as const
export const DOWNLOAD_INDEX_FILE = 'index.csv'

export const DOWNLOAD_ERROR_CODES = {
  tooManyDocuments: 'TOO_MANY_DOCUMENTS',
  duplicateDocuments: 'DUPLICATE_DOCUMENTS',
  tooManyDownloads: 'TOO_MANY_DOWNLOADS',
  downloadNotFound: 'DOWNLOAD_NOT_FOUND',
  /** The file is not built yet (queued or building) or there is none (failed, cancelled). */
  downloadNotReady: 'DOWNLOAD_NOT_READY',
  downloadExpired: 'DOWNLOAD_EXPIRED',
  downloadCancelled: 'DOWNLOAD_CANCELLED',
  rangeNotSatisfiable: 'RANGE_NOT_SATISFIABLE',
} as const

/** `documents-D1000001-2026-11-23.zip`: the customer and the day it was asked for. */
export const downloadFileName = (customerId: string, askedAt: Date) =>
  `documents-${customerId}-${askedAt.toISOString().slice(0, 10)}.zip`

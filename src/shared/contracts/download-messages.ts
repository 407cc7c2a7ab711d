/**
 * What the page and the service worker tell each other about multi-document downloads (issue 10,
 * SPEC.md §3 "Download state", §4 "Downloads"). The service worker follows every job and keeps the
 * state in IndexedDB; every open tab shows what it broadcasts. Plain types: SPA, worker and tests share them.
 */

/** SPEC.md §9: entries expire and are deleted 1800 s after they were asked for. */
export const DOWNLOAD_EXPIRY_MS = 1800 * 1000
/** SPEC.md §9: the completion tooltip shows for 1 s when the last download is done. */
export const DOWNLOAD_TOOLTIP_MS = 1000
/** How often the worker asks the server while a job builds. */
export const DOWNLOAD_POLL_MS = 500

/**
 * building: the server makes the ZIP; fetching: the finished file is on its way to this device;
 * stored: the file is in the worker's cache, waiting for a page to save it; failed, expired, cancelled: final.
 */
export type TrackedDownloadPhase = 'building' | 'fetching' | 'stored' | 'failed' | 'expired' | 'cancelled'

export type TrackedDownload = {
  queueId: string
  /** Written in the asking user's language when they asked (e.g. "12 documents"). */
  title: string
  /** ms since epoch, when the user asked. */
  startTime: number
  downloadStatus: { current: number; total: number }
  errors: { documentId: string }[]
  phase: TrackedDownloadPhase
  fileName: string | null
  /** Bytes of the file received so far and its size, while fetching. */
  received: number
  size: number | null
  /** The last poll could not reach the shop: the entry waits and goes on when the connection is back. */
  waiting: boolean
  /** Who fetches the finished file: the worker by Background Fetch, or a page (no Background Fetch, or it failed). */
  fetchBy: 'worker' | 'page' | null
  /** What was asked, so a failed download can be asked for again. */
  request: DownloadRequest | null
}

/** The body of POST /api/downloads. */
export type DownloadRequest = {
  documentIds: string[]
  include: { xml: boolean; index: boolean }
  languageID: string
}

/** Where a finished file waits in the worker's cache until a page saves it. */
export const DOWNLOAD_FILE_CACHE = 'document-downloads-v1'
export const downloadFileUrl = (queueId: string) => `/api/downloads/${encodeURIComponent(queueId)}/file`
export const downloadStatusUrl = (queueId: string) => `/api/downloads/${encodeURIComponent(queueId)}`

/** Page → service worker. */
export type DownloadCommand =
  | { type: 'downloads-track'; download: TrackedDownload }
  | { type: 'downloads-follow' }
  | { type: 'downloads-forget'; queueId: string }
  /** The page fetched (or saved) the file itself: the worker records the outcome. */
  | { type: 'downloads-update'; queueId: string; changes: Partial<TrackedDownload> }

/** Service worker → every page. */
export type DownloadEvent = { type: 'downloads-status'; downloads: TrackedDownload[] }

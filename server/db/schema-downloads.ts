import type { DocumentType } from '../../src/shared/contracts/documents-constants'
import type { DownloadState } from '../../src/shared/contracts/downloads-constants'

/** Tables of migration 005-downloads; times are Unix seconds. */
export type DownloadTables = {
  downloads: {
    queue_id: string
    customer_id: string
    state: DownloadState
    language: string
    include_xml: number
    include_index: number
    /** Documents asked for, and how many of them are done (rendered or failed); `current` moves with download_items. */
    total: number
    current: number
    file_name: string
    size: number | null
    /** Strong ETag of the finished file (its SHA-256), so a resumed download cannot mix two files. */
    etag: string | null
    /** The jobs row that builds it (kind 'document-zip'). */
    job_id: number | null
    last_error: string | null
    created_at: number
    completed_at: number | null
    expires_at: number | null
  }
  download_items: {
    queue_id: string
    /** The place in the request; progress and errors are kept per document so a restart resumes. */
    position: number
    document_id: string
    state: 'pending' | 'ok' | 'error'
    /** JSON of the document's index row (number, type, date, …), written when it was rendered. */
    entry: string | null
  }
}

/** One row of index.csv, kept per document in `download_items.entry` (JSON) so a resumed job can still write it. */
export type IndexEntry = {
  documentId: string
  number: string
  type: DocumentType | null
  date: string | null
  orderNumbers: string[]
  customerOrderReference: string
  total: number | null
  currency: string
  /** Paths inside the ZIP; empty for a document that is not in it. */
  pdfPath: string | null
  xmlPath: string | null
  status: 'ok' | 'error'
}

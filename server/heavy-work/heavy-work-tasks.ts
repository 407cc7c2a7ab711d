import type { DocumentDetail } from '../../src/shared/contracts/documents'
import type { Language } from '../../src/shared/contracts/languages'
import { renderDocumentPdf } from '../documents/pdf/render-document-pdf'
import { type AssembleInput, assembleZip } from '../downloads/assemble-zip'
import { writeXlsx, type XlsxTable } from '../infocenter/xlsx-file'

/**
 * What runs on the pool's worker threads (loaded there by heavy-work-worker.mjs): CPU work that would
 * otherwise hold up every request on the main thread. Inputs and answers are plain data.
 */
export const tasks = {
  renderPdf: ({ detail, language }: { detail: DocumentDetail; language: Language }) => renderDocumentPdf(detail, language),
  writeXlsx: (table: XlsxTable) => writeXlsx(table),
  assembleZip: (input: AssembleInput) => assembleZip(input),
}
export type HeavyTasks = typeof tasks

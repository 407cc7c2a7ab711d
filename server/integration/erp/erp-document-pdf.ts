import { createHash } from 'node:crypto'
import type { Db } from '../../db/connect'
import { ItemRefused } from './erp-refusals'

export const ERP_PDF_MAX_BYTES = 10 * 1024 * 1024

/** The ERP's PDF from base64, refused unless it is one (the %PDF- header) and at most 10 MB. */
export function decodeErpPdf(base64: string): { pdf: Buffer; sha256: string } {
  const pdf = Buffer.from(base64, 'base64')
  if (pdf.length > ERP_PDF_MAX_BYTES) {
    throw new ItemRefused(
      'pdf_base64',
      'invalid-pdf',
      `The PDF has ${pdf.length.toLocaleString('en')} bytes; at most 10 MB are taken.`,
    )
  }
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new ItemRefused('pdf_base64', 'invalid-pdf', 'pdf_base64 is not a PDF (it must start with %PDF-).')
  }
  return { pdf, sha256: createHash('sha256').update(pdf).digest('hex') }
}

export async function storeErpPdf(trx: Db, documentId: string, file: { pdf: Buffer; sha256: string }, now: string) {
  await trx
    .insertInto('document_files')
    .values({ document_id: documentId, pdf: file.pdf, sha256: file.sha256, received_at: now })
    .onConflict((conflict) =>
      conflict.column('document_id').doUpdateSet({ pdf: file.pdf, sha256: file.sha256, received_at: now }),
    )
    .execute()
}

/** The ERP's PDF of a document, if it sent one: served (and zipped) instead of the rendered PDF, in every language. */
export async function erpPdfOf(db: Db, documentId: string): Promise<{ pdf: Buffer; sha256: string } | null> {
  const row = await db
    .selectFrom('document_files')
    .select(['pdf', 'sha256'])
    .where('document_id', '=', documentId)
    .executeTakeFirst()
  return row ? { pdf: Buffer.from(row.pdf), sha256: row.sha256 } : null
}

import { createHash } from 'node:crypto'
import type { ErpDocumentItem } from './erp-document-item'

/** Keys in one order at every depth, so the same content always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * The fingerprint of an issued document: everything the ERP sent except its status (an invoice becomes
 * paid) and with the PDF as its sha256, so a resend with other content is told from a plain retry.
 */
export function documentContentHash(item: ErpDocumentItem, pdfSha256: string | null): string {
  const { status: _status, pdf_base64: _pdf, ...content } = item
  return createHash('sha256')
    .update(canonical({ ...content, pdf_sha256: pdfSha256 }))
    .digest('hex')
}

import { createHash } from 'node:crypto'
import type { DocumentDetail } from '../../../src/shared/contracts/documents'
import type { Language } from '../../../src/shared/contracts/languages'

/** About 1,500 typical documents (44 kB each); the oldest used go first. */
export const RENDERED_PDF_CACHE_BYTES = 64 * 1024 * 1024

/**
 * PDFs rendered once and kept for the process. The key is the document's whole content and the
 * language (a PDF follows from them alone, render-document-pdf.ts), so a document that changes
 * (a status, a linked document) gets a new key and can never be answered from an old rendering.
 * Asked for twice at once, it is rendered once.
 */
export function renderedPdfCache(
  render: (detail: DocumentDetail, language: Language) => Promise<Buffer>,
  maxBytes = RENDERED_PDF_CACHE_BYTES,
) {
  const kept = new Map<string, Buffer>()
  const rendering = new Map<string, Promise<Buffer>>()
  let bytes = 0

  function keep(key: string, pdf: Buffer) {
    if (pdf.length > maxBytes) return
    kept.set(key, pdf)
    bytes += pdf.length
    for (const [oldest, old] of kept) {
      if (bytes <= maxBytes) break
      kept.delete(oldest)
      bytes -= old.length
    }
  }

  return async function cachedPdf(detail: DocumentDetail, language: Language): Promise<Buffer> {
    const key = createHash('sha256').update(language).update('\0').update(JSON.stringify(detail)).digest('base64url')
    const hit = kept.get(key)
    if (hit) {
      // Re-inserted: a Map iterates in insertion order, so this keeps it the newest used.
      kept.delete(key)
      kept.set(key, hit)
      return hit
    }
    const pending = rendering.get(key)
    if (pending) return pending
    const fresh = render(detail, language).finally(() => rendering.delete(key))
    rendering.set(key, fresh)
    const pdf = await fresh
    keep(key, pdf)
    return pdf
  }
}

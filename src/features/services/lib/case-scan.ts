import { DOCUMENT_ID_PATTERN } from '../../../shared/contracts/documents-constants'
import { numberKey } from '../../../shared/contracts/search-terms'
import { scannedPartNumber } from '../../../shared/lib/scanned-part-number'
import { type CaseDraft, lineBlock } from './case-draft'

/** What a scan in the case editor does: load a document's lines, tick a line, or say why it cannot. */
export type CaseScan =
  | { kind: 'document'; documentId: string }
  | { kind: 'tick'; key: string; sku: string }
  | { kind: 'ticked'; sku: string }
  | { kind: 'blocked'; sku: string }
  | { kind: 'not-loaded'; term: string }

/**
 * The code on a delivery note or invoice (its number) loads its lines; a part label's article number
 * ticks the first line of that part that may still go back. Null for a code that is neither, so the
 * scanner keeps looking.
 */
export function readCaseScan(text: string, draft: CaseDraft): CaseScan | null {
  const documentId = text.trim().toUpperCase()
  if (DOCUMENT_ID_PATTERN.test(documentId) && /^(DN|IN)/.test(documentId)) return { kind: 'document', documentId }
  const term = scannedPartNumber(text)
  if (!term) return null
  const key = numberKey(term)
  const lines = draft.lines.filter((line) => numberKey(line.sku) === key)
  const [first] = lines
  if (!first) return { kind: 'not-loaded', term }
  const open = lines.find((line) => !line.ticked && lineBlock(line, draft.kind) === null)
  if (open) return { kind: 'tick', key: open.key, sku: open.sku }
  return lines.some((line) => line.ticked) ? { kind: 'ticked', sku: first.sku } : { kind: 'blocked', sku: first.sku }
}

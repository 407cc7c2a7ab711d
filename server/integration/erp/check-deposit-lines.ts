import type { ErpDocumentItem } from './erp-document-item'
import { ItemRefused } from './erp-refusals'

/**
 * A deposit line belongs to the part on the line right before it (same article_id), so the PDF, the
 * e-invoice and the open cores account can name its part; a deposit alone is refused — except on a
 * credit note, where it pays back a returned core (the old unit came back, not the part sold).
 */
export function checkDepositLines(item: ErpDocumentItem) {
  if (item.type === 'creditnote') return
  item.lines.forEach((line, index) => {
    if (line.line_kind !== 'deposit') return
    const before = item.lines[index - 1]
    if (before && (before.line_kind ?? 'goods') === 'goods' && before.article_id === line.article_id) return
    throw new ItemRefused(
      `lines[${index}].line_kind`,
      'deposit-without-part',
      `Line ${index + 1} is a deposit of ${line.article_id}; it must follow that part's goods line.`,
    )
  })
}

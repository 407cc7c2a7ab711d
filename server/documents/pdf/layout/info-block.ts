import { drawText, measureText } from './draw-text'
import { COLOR, mm, PAGE, TEXT } from './page-geometry'
import type { RenderContext } from './render-context'

const BLOCK = { left: mm(118), top: mm(50), labelWidth: mm(31), valueWidth: mm(41), rowGap: 2 } as const

/** The rows beside the address window: which document, when, for whom and for which orders. */
function infoRows({ detail, labels, format }: RenderContext): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [labels.numberLabel[detail.type], detail.number],
    [labels.date, format.date(detail.date)],
    [labels.customerNumber, detail.customerId],
  ]
  if (detail.orderNumbers.length > 0) rows.push([labels.orderNumbers(detail.orderNumbers.length), detail.orderNumbers.join('\n')])
  if (detail.customerOrderReference.trim()) rows.push([labels.customerReference, detail.customerOrderReference.trim()])
  // Paid online, nothing falls due: the closing note says how and when it was paid.
  if (detail.type === 'invoice' && detail.dueDate && !detail.paidOnline) rows.push([labels.dueDate, format.date(detail.dueDate)])
  for (const ref of detail.related) rows.push([labels.title[ref.type], ref.number])
  return rows
}

/** Draws the block and returns where it ends. Labels wrap in their column rather than pushing the values out of the page. */
export function drawInfoBlock(context: RenderContext): number {
  const { doc } = context
  let y = BLOCK.top
  for (const [label, value] of infoRows(context)) {
    const labelStyle = { width: BLOCK.labelWidth, size: TEXT.small + 0.5, color: COLOR.muted }
    const valueStyle = { width: BLOCK.valueWidth, bold: true, align: 'right' as const }
    const height = Math.max(measureText(doc, label, labelStyle), measureText(doc, value, valueStyle))
    drawText(doc, label, BLOCK.left, y + 0.8, labelStyle)
    drawText(doc, value, PAGE.right - BLOCK.valueWidth, y, valueStyle)
    y += height + BLOCK.rowGap
  }
  return y
}

import type { DocumentLine } from '../../../../src/shared/contracts/documents'
import { drawRule, drawText, measureText } from './draw-text'
import { type LineColumn, lineColumns } from './line-columns'
import type { PageFlow } from './page-flow'
import { COLOR, PAGE, TEXT } from './page-geometry'
import type { RenderContext } from './render-context'

const PADDING = 3
const GUTTER = 4
const DESCRIPTION = 2

/**
 * The small second line under a part's name: the name it was ordered under where the document's language names it
 * otherwise, its OE numbers and, on priced documents, the order it was delivered for.
 */
function descriptionDetail({ detail, labels }: RenderContext, line: DocumentLine): string {
  const part = line.lineKind === 'goods'
  const parts = part && line.orderedName ? [`${labels.orderedAs}${labels.colon}${line.orderedName}`] : []
  if (part && line.oeNumbers.length > 0) parts.push(`${labels.oeNumbers} ${line.oeNumbers.join(', ')}`)
  if (detail.type === 'invoice' || detail.type === 'creditnote') parts.push(`${labels.columns.order} ${line.orderNumber}`)
  return parts.join(' · ')
}

function drawHeaderRow({ doc }: RenderContext, columns: LineColumn[], flow: PageFlow) {
  let x = PAGE.left
  let height = 0
  for (const column of columns) {
    const style = { width: column.width - GUTTER, bold: true, size: TEXT.small + 0.5, align: column.align }
    height = Math.max(height, drawText(doc, column.header, x, flow.y, style))
    x += column.width
  }
  flow.advance(height + PADDING)
  drawRule(doc, PAGE.left, PAGE.right, flow.y, COLOR.text, 0.8)
  flow.advance(PADDING)
}

function rowHeight(context: RenderContext, columns: LineColumn[], line: DocumentLine): number {
  return Math.max(
    ...columns.map((column, index) => {
      const width = column.width - GUTTER
      const main = measureText(context.doc, column.cell(line), { width })
      if (index !== DESCRIPTION) return main
      return main + measureText(context.doc, descriptionDetail(context, line), { width, size: TEXT.small })
    }),
  )
}

function drawRow(context: RenderContext, columns: LineColumn[], line: DocumentLine, y: number) {
  const { doc } = context
  let x = PAGE.left
  columns.forEach((column, index) => {
    const width = column.width - GUTTER
    const height = drawText(doc, column.cell(line), x, y, { width, align: column.align })
    if (index === DESCRIPTION)
      drawText(doc, descriptionDetail(context, line), x, y + height, { width, size: TEXT.small, color: COLOR.muted })
    if (column.checkbox)
      doc
        .rect(x + width / 2 - 4, y, 8, 8)
        .lineWidth(0.6)
        .strokeColor(COLOR.text)
        .stroke()
    x += column.width
  })
}

/** The lines, with the column headers repeated at the top of every page the table continues on. */
export function drawLinesTable(context: RenderContext, flow: PageFlow) {
  const columns = lineColumns(context)
  flow.ensureSpace(40)
  drawHeaderRow(context, columns, flow)
  for (const line of context.detail.lines) {
    const height = rowHeight(context, columns, line)
    if (flow.ensureSpace(height + PADDING)) drawHeaderRow(context, columns, flow)
    drawRow(context, columns, line, flow.y)
    flow.advance(height + PADDING)
    drawRule(context.doc, PAGE.left, PAGE.right, flow.y - PADDING / 2)
  }
}

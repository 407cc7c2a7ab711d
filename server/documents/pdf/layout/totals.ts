import { drawRule, drawText } from './draw-text'
import type { PageFlow } from './page-flow'
import { mm, PAGE, TEXT } from './page-geometry'
import type { RenderContext } from './render-context'

const LABEL_LEFT = PAGE.right - mm(95)
const AMOUNT_WIDTH = mm(30)
const LABEL_WIDTH = mm(95) - AMOUNT_WIDTH
const ROW = 12

/** Net amount, the VAT of each rate on its base, and the total, right-aligned under the amount column. */
export function drawTotals({ doc, detail, labels, format }: RenderContext, flow: PageFlow) {
  const { totals } = detail
  if (!totals || (detail.type !== 'invoice' && detail.type !== 'creditnote')) return
  const rows: Array<[string, string]> = [
    [labels.netTotal, format.money(totals.net)],
    ...totals.vat.map((entry): [string, string] => [
      labels.vatOnBase(format.percent(entry.rate), format.money(entry.base)),
      format.money(entry.amount),
    ]),
  ]
  flow.advance(mm(2))
  flow.ensureSpace((rows.length + 1) * ROW + mm(6))
  for (const [label, amount] of rows) {
    drawText(doc, label, LABEL_LEFT, flow.y, { width: LABEL_WIDTH })
    drawText(doc, amount, PAGE.right - AMOUNT_WIDTH, flow.y, { width: AMOUNT_WIDTH, align: 'right' })
    flow.advance(ROW)
  }
  drawRule(doc, LABEL_LEFT, PAGE.right, flow.y, undefined, 0.8)
  flow.advance(4)
  const gross = format.money(totals.gross)
  drawText(doc, labels.grossTotal[detail.type], LABEL_LEFT, flow.y, { width: LABEL_WIDTH, bold: true, size: TEXT.body + 1.5 })
  drawText(doc, gross, PAGE.right - AMOUNT_WIDTH, flow.y, {
    width: AMOUNT_WIDTH,
    bold: true,
    size: TEXT.body + 1.5,
    align: 'right',
  })
  flow.advance(ROW + 2)
  drawRule(doc, LABEL_LEFT, PAGE.right, flow.y, undefined, 0.8)
  drawRule(doc, LABEL_LEFT, PAGE.right, flow.y + 1.6, undefined, 0.8)
  flow.advance(mm(6))
}

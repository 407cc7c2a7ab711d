import { drawRule, drawText } from './draw-text'
import { COLOR, CONTENT_WIDTH, mm, PAGE, TEXT } from './page-geometry'
import type { RenderContext } from './render-context'

/** The short header of a continuation page, so a loose sheet still says which document it belongs to. Returns where the body starts. */
export function drawRunningHeader({ doc, detail, labels, format }: RenderContext): number {
  const line = [
    `${labels.title[detail.type]} ${detail.number}`,
    `${labels.date} ${format.date(detail.date)}`,
    `${labels.customerNumber} ${detail.customerId}`,
  ].join('  ·  ')
  drawText(doc, detail.seller.name, PAGE.left, mm(14), { width: CONTENT_WIDTH, bold: true, color: COLOR.accent })
  drawText(doc, line, PAGE.left, mm(19), { width: CONTENT_WIDTH, size: TEXT.small, color: COLOR.muted })
  drawRule(doc, PAGE.left, PAGE.right, mm(23.5))
  return PAGE.continuationTop
}

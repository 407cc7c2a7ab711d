import { drawRule, drawText } from './draw-text'
import { COLOR, CONTENT_WIDTH, mm, PAGE, TEXT } from './page-geometry'
import type { RenderContext } from './render-context'

/** The issuing sales entity's letterhead: its name on the left, its address and contact on the right. */
export function drawLetterhead({ doc, detail, labels, format }: RenderContext) {
  const { seller } = detail
  drawText(doc, seller.name, PAGE.left, mm(15), { width: mm(100), size: TEXT.letterhead, bold: true, color: COLOR.accent })
  const contact = [
    seller.street,
    `${seller.postalCode} ${seller.city}`,
    format.country(seller.country),
    `${labels.phone} ${seller.phone}`,
    `${labels.email} ${seller.email}`,
  ].join('\n')
  drawText(doc, contact, PAGE.right - mm(60), mm(15), { width: mm(60), size: TEXT.small, color: COLOR.muted, align: 'right' })
  drawRule(doc, PAGE.left, PAGE.left + CONTENT_WIDTH, mm(38), COLOR.accent, 1)
}

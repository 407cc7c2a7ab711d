import { drawRule, drawText } from './draw-text'
import { COLOR, CONTENT_WIDTH, mm, PAGE, TEXT } from './page-geometry'
import type { RenderContext } from './render-context'

/** The seller's legal data in three columns, as German commercial law wants on business letters. */
function footerColumns({ detail, labels, format }: RenderContext): string[] {
  const { seller } = detail
  return [
    [seller.name, seller.street, `${seller.postalCode} ${seller.city}, ${format.country(seller.country)}`].join('\n'),
    [`${labels.phone} ${seller.phone}`, `${labels.email} ${seller.email}`].join('\n'),
    [seller.vatId && `${labels.vatId} ${seller.vatId}`, seller.iban && `${labels.iban} ${seller.iban}`]
      .filter(Boolean)
      .join('\n'),
  ]
}

/**
 * Runs once every page exists (pdfkit keeps them buffered), so each can say "page X of Y". The page margins are
 * zero, so text this low cannot make pdfkit start a page of its own.
 */
export function drawPageFooters(context: RenderContext) {
  const { doc, labels } = context
  const { start, count } = doc.bufferedPageRange()
  const columns = footerColumns(context)
  const columnWidth = CONTENT_WIDTH / columns.length
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index)
    drawText(doc, labels.page(index - start + 1, count), PAGE.left, mm(268.5), {
      width: CONTENT_WIDTH,
      size: TEXT.small,
      align: 'right',
    })
    drawRule(doc, PAGE.left, PAGE.right, mm(273))
    columns.forEach((text, column) => {
      drawText(doc, text, PAGE.left + column * columnWidth, mm(275), {
        width: columnWidth - 6,
        size: TEXT.small,
        color: COLOR.muted,
      })
    })
  }
}

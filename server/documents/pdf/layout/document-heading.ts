import { drawText } from './draw-text'
import { COLOR, CONTENT_WIDTH, mm, PAGE, TEXT } from './page-geometry'
import type { RenderContext } from './render-context'

const sameAddress = (a: { name: string; street: string }, b: { name: string; street: string }) =>
  a.name === b.name && a.street === b.street

/**
 * Title and number at the DIN 5008 subject line, then what a reader needs before the lines: why a credit note
 * was issued and which invoice it corrects, and the other address when goods and invoice went to different places.
 * Returns where the body continues.
 */
export function drawDocumentHeading(context: RenderContext, infoBlockBottom: number): number {
  const { doc, detail, labels, format } = context
  let y = Math.max(mm(100), infoBlockBottom + mm(6))
  y += drawText(doc, `${labels.title[detail.type]} ${detail.number}`, PAGE.left, y, {
    width: CONTENT_WIDTH,
    size: TEXT.heading,
    bold: true,
  })
  y += mm(2)

  const notes: string[] = []
  if (detail.type === 'creditnote') {
    if (detail.creditNoteReason) notes.push(labels.creditNoteReason[detail.creditNoteReason])
    for (const ref of detail.related.filter((related) => related.type === 'invoice')) {
      notes.push(labels.relatesToInvoice(ref.number, format.date(ref.date)))
    }
  }
  const invoiceLike = detail.type === 'invoice' || detail.type === 'creditnote'
  const [otherLabel, other] = invoiceLike
    ? [labels.deliveryAddress, detail.shippingAddress]
    : [labels.invoiceAddress, detail.buyer]
  if (!sameAddress(detail.buyer, detail.shippingAddress)) {
    notes.push(`${otherLabel}${labels.colon}${other.name}, ${other.street}, ${other.postalCode} ${other.city}`)
  }
  for (const note of notes) y += drawText(doc, note, PAGE.left, y, { width: CONTENT_WIDTH, color: COLOR.muted }) + 1
  return y + mm(4)
}

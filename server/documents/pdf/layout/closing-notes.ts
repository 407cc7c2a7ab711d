import { cardLabel } from '../../../../src/shared/contracts/payment-constants'
import { drawRule, drawText, measureText } from './draw-text'
import type { PageFlow } from './page-flow'
import { COLOR, CONTENT_WIDTH, mm, PAGE } from './page-geometry'
import type { RenderContext } from './render-context'

/** What follows the lines: how to pay or how it was paid (invoice), how the credit is settled (credit note), how the goods travel. */
function closingParagraphs({ detail, labels, format }: RenderContext): string[] {
  const paragraphs: string[] = []
  if (detail.type === 'invoice' && detail.paidOnline) {
    // Paid at the checkout: no terms, no bank details, only how and when.
    const { card, paidAt } = detail.paidOnline
    const day = format.date(paidAt)
    paragraphs.push(card ? labels.paidByCard(cardLabel(card), day) : labels.paidByPayPal(day))
  } else if (detail.type === 'invoice') {
    if (detail.paymentTermsDays !== null && detail.dueDate) {
      paragraphs.push(labels.paymentTerms(detail.paymentTermsDays, format.date(detail.dueDate)))
    }
    if (detail.seller.iban) paragraphs.push(labels.bankTransfer(detail.seller.iban, detail.number))
  }
  if (detail.type === 'creditnote') paragraphs.push(labels.creditNoteSettlement)
  if (detail.shipment) {
    const { carrier, trackingNumber, parcels, weightKg } = detail.shipment
    paragraphs.push(
      `${labels.shippedWith} ${carrier} · ${labels.trackingNumber} ${trackingNumber} · ${labels.parcels}${labels.colon}${parcels} · ${labels.totalWeight}${labels.colon}${format.weight(weightKg)}`,
    )
  }
  if (detail.type === 'invoice' || detail.type === 'creditnote') paragraphs.push(labels.eInvoiceAttached)
  return paragraphs
}

/** A delivery note is signed for on arrival: the driver leaves a copy with the signature. */
function drawReceiptSignature({ doc, labels }: RenderContext, flow: PageFlow) {
  flow.ensureSpace(mm(22))
  flow.advance(mm(3))
  drawText(doc, labels.goodsReceived, PAGE.left, flow.y, { width: CONTENT_WIDTH })
  flow.advance(mm(12))
  drawRule(doc, PAGE.left, PAGE.left + mm(80), flow.y, COLOR.text)
  drawText(doc, labels.dateAndSignature, PAGE.left, flow.y + 2, { width: mm(80), size: 7, color: COLOR.muted })
  flow.advance(mm(6))
}

export function drawClosingNotes(context: RenderContext, flow: PageFlow) {
  flow.advance(mm(3))
  for (const paragraph of closingParagraphs(context)) {
    const style = { width: CONTENT_WIDTH }
    flow.ensureSpace(measureText(context.doc, paragraph, style))
    flow.advance(drawText(context.doc, paragraph, PAGE.left, flow.y, style) + 4)
  }
  if (context.detail.type === 'deliverynote') drawReceiptSignature(context, flow)
}

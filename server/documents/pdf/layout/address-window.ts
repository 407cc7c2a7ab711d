import { drawRule, drawText } from './draw-text'
import { COLOR, mm, PAGE } from './page-geometry'
import type { RenderContext } from './render-context'

const WINDOW = { top: mm(45), width: mm(85), addressTop: mm(45 + 17.7) } as const

/**
 * The DIN 5008 address field: the sender's return line in the small zone on top, then the recipient. An invoice
 * goes to the buyer; a delivery note or packing list travels with the goods, so it names the delivery address.
 * The country is printed, in capitals, only for mail that crosses a border.
 */
export function drawAddressWindow({ doc, detail, format }: RenderContext) {
  const { seller } = detail
  const returnLine = `${seller.name} · ${seller.street} · ${seller.postalCode} ${seller.city}`
  drawText(doc, returnLine, PAGE.left, WINDOW.top + mm(10), { width: WINDOW.width, size: 6, color: COLOR.muted })
  drawRule(doc, PAGE.left, PAGE.left + WINDOW.width, WINDOW.top + mm(14))

  const recipient = detail.type === 'invoice' || detail.type === 'creditnote' ? detail.buyer : detail.shippingAddress
  const lines = [recipient.name, recipient.street, `${recipient.postalCode} ${recipient.city}`]
  if (recipient.country.toUpperCase() !== seller.country.toUpperCase())
    lines.push(format.country(recipient.country).toUpperCase())
  drawText(doc, lines.join('\n'), PAGE.left, WINDOW.addressTop, { width: WINDOW.width, size: 10 })
}

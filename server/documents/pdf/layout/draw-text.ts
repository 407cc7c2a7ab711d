import { FONT } from '../document-fonts'
import { COLOR, TEXT } from './page-geometry'

export type TextStyle = {
  width: number
  size?: number
  bold?: boolean
  color?: string
  align?: 'left' | 'right' | 'center'
}

function applyStyle(doc: PDFKit.PDFDocument, style: TextStyle) {
  doc
    .font(style.bold ? FONT.bold : FONT.regular)
    .fontSize(style.size ?? TEXT.body)
    .fillColor(style.color ?? COLOR.text)
}

/** The height `text` takes when wrapped to the style's width: layout measures before it draws, to break pages itself. */
export function measureText(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  applyStyle(doc, style)
  return doc.heightOfString(text, { width: style.width })
}

/** Draws wrapped text at a fixed position and returns its height. */
export function drawText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle): number {
  applyStyle(doc, style)
  doc.text(text, x, y, { width: style.width, align: style.align ?? 'left' })
  return doc.heightOfString(text, { width: style.width })
}

export function drawRule(doc: PDFKit.PDFDocument, x1: number, x2: number, y: number, color: string = COLOR.rule, width = 0.5) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke()
}

import { type Language, LOCALE_OF } from '../../src/shared/contracts/languages'
import type { ServiceCase } from '../../src/shared/contracts/returns'
import { FONT } from '../documents/pdf/document-fonts'
import { collectPdf, registerDocumentFonts } from '../documents/pdf/pdf-output'
import { PDFDocument } from '../documents/pdf/pdfkit-with-parsed-fonts'
import { FORM_TEXTS } from '../mail/form-texts'
import { caseCodeImages } from './case-codes'
import { drawSlipLines } from './draw-slip-lines'
import { SLIP_TEXTS } from './return-slip-texts'

export type SlipSender = { companyName: string; customerId: string; entityName: string }
type Doc = PDFKit.PDFDocument
type Texts = { form: (typeof FORM_TEXTS)[Language]; slip: (typeof SLIP_TEXTS)[Language] }

const LEFT = 56
const RIGHT = 540

/**
 * The return slip of a case: A4 to print and put in the box. What goods-in needs first, big: the case
 * number with a QR code and a Code 128 barcode of it; then sender, kind, every line and the remarks.
 */
export async function renderReturnSlip(serviceCase: ServiceCase, sender: SlipSender, language: Language): Promise<Buffer> {
  const t: Texts = { form: FORM_TEXTS[language], slip: SLIP_TEXTS[language] }
  const created = new Date(serviceCase.createdAt)
  const codes = await caseCodeImages(serviceCase.number)
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    lang: LOCALE_OF[language],
    info: { Title: `${t.slip.slip} ${serviceCase.number}`, Creator: 'Achslast Parts', CreationDate: created, ModDate: created },
  })
  const done = collectPdf(doc)
  registerDocumentFonts(doc)

  drawNumber(doc, serviceCase, sender, t, codes)
  drawFacts(doc, serviceCase, sender, t, language)
  drawSlipLines(doc, serviceCase, t)
  drawRemarksAndHint(doc, serviceCase, t)
  doc.end()
  return done
}

function drawNumber(doc: Doc, serviceCase: ServiceCase, sender: SlipSender, t: Texts, codes: { qr: Buffer; barcode: Buffer }) {
  doc.image(codes.qr, RIGHT - 110, 48, { fit: [110, 110] })
  doc.font(FONT.bold).fontSize(10).text(sender.entityName, LEFT, 56, { width: 300 })
  doc.font(FONT.bold).fontSize(16).text(t.slip.slip, LEFT, 80, { width: 300 })
  doc.font(FONT.regular).fontSize(9).text(t.slip.caseNumber, LEFT, 108)
  doc.font(FONT.bold).fontSize(34).text(serviceCase.number, LEFT, 120, { width: 330 })
  doc.image(codes.barcode, LEFT, 166, { fit: [260, 48] })
  doc.y = 230
}

function drawFacts(doc: Doc, serviceCase: ServiceCase, sender: SlipSender, t: Texts, language: Language) {
  const date = new Date(serviceCase.createdAt).toLocaleDateString(LOCALE_OF[language], { timeZone: 'UTC' })
  const facts: Array<[string, string]> = [
    [t.slip.sender, `${sender.companyName} · ${t.form.labels.customer} ${sender.customerId}`],
    [t.slip.kind, t.form.title[serviceCase.kind]],
    [t.form.labels.date, date],
  ]
  for (const [label, value] of facts) {
    const y = doc.y
    doc.font(FONT.bold).fontSize(10).text(label, LEFT, y, { width: 140 })
    doc.font(FONT.regular).text(value, 200, y, { width: RIGHT - 200 })
    doc.moveDown(0.4)
  }
  doc.moveDown()
}

function drawRemarksAndHint(doc: Doc, serviceCase: ServiceCase, t: Texts) {
  if (serviceCase.remarks) {
    doc.moveDown()
    doc.font(FONT.bold).fontSize(10).text(t.slip.remarks, LEFT)
    doc.font(FONT.regular).text(serviceCase.remarks, LEFT, doc.y, { width: RIGHT - LEFT })
  }
  doc.moveDown(2)
  const y = doc.y
  doc
    .font(FONT.bold)
    .fontSize(12)
    .text(t.slip.putInBox, LEFT + 10, y + 10, { width: RIGHT - LEFT - 20 })
  doc
    .rect(LEFT, y, RIGHT - LEFT, doc.y - y + 10)
    .lineWidth(1.5)
    .stroke()
}

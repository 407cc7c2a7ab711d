import { type Language, LOCALE_OF } from '../../src/shared/contracts/languages'
import type { ServiceForm } from '../../src/shared/contracts/services'
import { documentFontFiles, FONT } from '../documents/pdf/document-fonts'
import { PDFDocument } from '../documents/pdf/pdfkit-with-parsed-fonts'
import { FORM_TEXTS } from './form-texts'

type Sender = { companyName: string; customerId: string; entityName: string }

/**
 * A submitted form as a one-page A4 PDF to print and put in the parcel with the part: the reference
 * (what the warehouse looks for), the order line and the reason. Fonts and pdfkit as the documents use them.
 */
export function renderFormPdf(form: ServiceForm, sender: Sender, language: Language): Promise<Buffer> {
  const t = FORM_TEXTS[language]
  const created = new Date(form.createdAt)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: LOCALE_OF[language],
    info: { Title: `${t.title[form.kind]} ${form.number}`, Creator: 'Achslast Parts', CreationDate: created, ModDate: created },
  })
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const fonts = documentFontFiles()
  doc.registerFont(FONT.regular, fonts.regular)
  doc.registerFont(FONT.bold, fonts.bold)

  doc.font(FONT.bold).fontSize(10).text(sender.entityName)
  doc.moveDown(2)
  doc.font(FONT.bold).fontSize(18).text(`${t.title[form.kind]} ${form.number}`)
  doc.moveDown()
  const rows: Array<[string, string]> = [
    [t.labels.date, created.toLocaleDateString(LOCALE_OF[language], { timeZone: 'UTC' })],
    [t.labels.customer, `${sender.customerId} · ${sender.companyName}`],
    [t.labels.order, form.orderNumber],
    [t.labels.line, String(form.position)],
    [t.labels.part, `${form.sku} · ${form.partName}`],
    [t.labels.qty, String(form.qty)],
    [t.labels.reasonLabel, t.reason[form.reason]],
    [t.labels.status, t.submitted],
  ]
  for (const [label, value] of rows) {
    const y = doc.y
    doc.font(FONT.bold).fontSize(10).text(label, 56, y, { width: 140 })
    doc.font(FONT.regular).text(value, 200, y, { width: 340 })
    doc.moveDown(0.4)
  }
  if (form.description) {
    doc.moveDown()
    doc.font(FONT.bold).text(t.labels.description, 56)
    doc.font(FONT.regular).text(form.description, { width: 484 })
  }
  doc.end()
  return done
}

import type { ServiceCase } from '../../src/shared/contracts/returns'
import { FONT } from '../documents/pdf/document-fonts'
import type { FORM_TEXTS } from '../mail/form-texts'
import { lineWhy } from './case-codes'
import type { SLIP_TEXTS } from './return-slip-texts'

type Doc = PDFKit.PDFDocument
type Texts = { form: (typeof FORM_TEXTS)[keyof typeof FORM_TEXTS]; slip: (typeof SLIP_TEXTS)[keyof typeof SLIP_TEXTS] }

const LEFT = 56
/** x and width of the columns: document, part number, name, qty, reason or condition (A4, 56 pt margins). */
const COLUMNS = [
  [LEFT, 78],
  [136, 88],
  [226, 146],
  [374, 50],
  [434, 106],
] as const

function row(doc: Doc, cells: string[], font: string) {
  const y = doc.y
  let bottom = y
  doc.font(font).fontSize(9)
  for (const [index, [x, width]] of COLUMNS.entries()) {
    doc.text(cells[index] ?? '', x, y, { width, align: index === 3 ? 'right' : 'left' })
    bottom = Math.max(bottom, doc.y)
  }
  doc.y = bottom + 4
}

/** Every line of the case: what the warehouse checks against the box's content, with the line's remark below it. */
export function drawSlipLines(doc: Doc, serviceCase: ServiceCase, t: Texts) {
  const s = t.slip
  row(doc, [s.document, s.partNumber, s.name, s.qty, s.reasonOrCondition], FONT.bold)
  doc
    .moveTo(LEFT, doc.y - 2)
    .lineTo(540, doc.y - 2)
    .lineWidth(0.5)
    .stroke()
  for (const line of serviceCase.lines) {
    if (doc.y > 740) doc.addPage()
    const document = line.documentId || line.orderNumber
    row(doc, [document, line.sku, line.partName, String(line.qty), lineWhy(line, t.form.reason, s.condition)], FONT.regular)
    if (line.remark) {
      doc
        .font(FONT.regular)
        .fontSize(8)
        .text(line.remark, COLUMNS[1][0], doc.y - 2, { width: 404 })
      doc.y += 4
    }
  }
}

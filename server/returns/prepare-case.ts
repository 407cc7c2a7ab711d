import type { CaseBody } from '../../src/shared/contracts/returns'
import {
  SERVICE_ERROR_CODES as CODES,
  DESCRIPTION_MIN,
  PHOTOS_PER_LINE_MAX,
  REASONS_OF,
} from '../../src/shared/contracts/services-constants'
import { isExchangeUnit, type ReturnableDocument, type ReturnableRow, returnableOf } from '../db/repositories/returnable-lines'
import type { NewCase, NewCaseLine } from '../db/repositories/service-case-repository'
import { vatRateOf } from '../shop/vat'
import { decodePhoto } from './photo-data-url'

/** The body as the route takes it: photos as plain strings, so a bad one gets its own code here (decodePhoto). */
export type CaseBodyIn = Omit<CaseBody, 'lines'> & {
  lines: Array<Omit<CaseBody['lines'][number], 'photos'> & { photos: string[] }>
}
export type CaseRefusal = { code: string; message: string; details: Record<string, string | number> }
type LoadDocument = (documentId: string) => Promise<ReturnableDocument | null>

const refuse = (lineIndex: number, code: string, message: string, more: Record<string, number> = {}): CaseRefusal => ({
  code,
  message: `Line ${lineIndex + 1}: ${message}`,
  details: { lineIndex, ...more },
})

/**
 * Checks every line of a new case against the customer's documents and live cases, and turns it into
 * what is stored; the first line that does not fit refuses the whole case (its index in `details`).
 * Runs inside the change transaction, under the customer's change lock: the counts cannot move meanwhile.
 */
export async function prepareCase(body: CaseBodyIn, loadDocument: LoadDocument): Promise<NewCase | CaseRefusal> {
  const documents = new Map<string, ReturnableDocument | null>()
  /** Pieces this case names per order and part, across its lines (a delivery note and its invoice share them). */
  const named = new Map<string, number>()
  const lines: NewCaseLine[] = []
  for (const [index, line] of body.lines.entries()) {
    if (!documents.has(line.documentId)) documents.set(line.documentId, await loadDocument(line.documentId))
    const document = documents.get(line.documentId)
    const row = document?.lines.find((candidate) => candidate.position === line.position)
    if (!document || !row) return refuse(index, CODES.formLineNotFound, 'none of your delivery notes or invoices has this line.')
    const checked = checkKind(body, index, row)
    if (checked) return checked
    if (line.photos.length > PHOTOS_PER_LINE_MAX)
      return refuse(index, CODES.formTooManyPhotos, `at most ${PHOTOS_PER_LINE_MAX} photos per line.`, {
        max: PHOTOS_PER_LINE_MAX,
      })
    const photos = line.photos.map(decodePhoto)
    const bad = photos.indexOf(null)
    if (bad >= 0)
      return refuse(index, CODES.formPhotoInvalid, `photo ${bad + 1} is no JPEG, WebP or PNG of at most 1 MB.`, {
        photoIndex: bad,
      })
    if (row.delivered === 0)
      return refuse(
        index,
        CODES.formLineNotDelivered,
        'nothing of this line has been delivered yet; it can go back once it has arrived.',
      )
    const key = `${row.orderNumber}\u0000${row.skuNorm}`
    const requested = (named.get(key) ?? 0) + line.qty
    const returnable = returnableOf(row)
    if (requested > returnable)
      return refuse(
        index,
        CODES.formQtyTooHigh,
        `${row.delivered} pieces of ${row.sku} have been delivered on order ${row.orderNumber} and cases already name ${row.inCases}; at most ${returnable} can go back, not ${requested}.`,
        { delivered: row.delivered, inCases: row.inCases, returnable, requested },
      )
    named.set(key, requested)
    lines.push(
      toNewLine(
        body,
        index,
        document,
        row,
        photos.filter((photo) => photo !== null),
      ),
    )
  }
  return { kind: body.kind, remarks: body.remarks, language: body.languageID, lines }
}

function checkKind(body: CaseBodyIn, index: number, row: ReturnableRow): CaseRefusal | null {
  const line = body.lines[index] as CaseBodyIn['lines'][number]
  if (body.kind === 'core') {
    if (!line.condition) return refuse(index, CODES.formConditionRequired, 'say in what condition the old unit is.')
    if (!isExchangeUnit(row))
      return refuse(index, CODES.formLineNoCore, `${row.sku} is no exchange unit: it has no core to return.`)
    return null
  }
  if (!line.reason || !REASONS_OF[body.kind].includes(line.reason))
    return refuse(index, CODES.formReasonInvalid, 'choose a reason that fits this kind of case.')
  const min = DESCRIPTION_MIN[body.kind]
  if (line.remark.length + body.remarks.length < min)
    return refuse(index, CODES.formDescriptionTooShort, `describe the fault in at least ${min} characters.`, { min })
  return null
}

function toNewLine(
  body: CaseBodyIn,
  index: number,
  document: ReturnableDocument,
  row: ReturnableRow,
  photos: Array<{ mime: string; bytes: Buffer }>,
): NewCaseLine {
  const line = body.lines[index] as CaseBodyIn['lines'][number]
  const core = body.kind === 'core'
  return {
    documentId: document.documentId,
    documentPosition: row.position,
    orderNumber: row.orderNumber,
    vendorId: row.vendorId,
    sku: row.sku,
    skuNorm: row.skuNorm,
    partName: row.name,
    qty: line.qty,
    reason: core ? null : line.reason,
    condition: core ? line.condition : null,
    remark: line.remark,
    // A core is credited the deposit paid for it (none on an order from before its deposit), goods their net price.
    unitCredit: core ? row.depositUnit : row.unitPrice,
    currency: document.currency,
    vatRate: row.vatRate ?? vatRateOf(document.entityCode),
    photos,
  }
}

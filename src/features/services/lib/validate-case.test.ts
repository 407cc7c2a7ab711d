import { beforeAll, describe, expect, it } from 'vitest'
import type { ReturnableResponse } from '../../../shared/contracts/returns'
import { PHOTOS_PER_LINE_MAX } from '../../../shared/contracts/services-constants'
import { activateLanguage } from '../../../shared/lib/i18n'
import { caseBody, emptyDraft, lineBlock, withDocument, withKind, withLine } from './case-draft'
import { hasErrors, validateCase } from './validate-case'

beforeAll(() => activateLanguage('en'))

const note: ReturnableResponse = {
  documentId: 'LS-1001',
  documentType: 'deliverynote',
  issuedOn: '2026-11-20',
  lines: [
    {
      position: 1,
      orderNumber: 'A1',
      vendorId: 'V',
      sku: '1.101',
      name: 'Starter',
      qty: 3,
      returnable: 2,
      deposit: null,
      isExchangeUnit: true,
    },
    {
      position: 2,
      orderNumber: 'A1',
      vendorId: 'V',
      sku: '2.202',
      name: 'Brake pad',
      qty: 4,
      returnable: 4,
      deposit: null,
      isExchangeUnit: false,
    },
    {
      position: 3,
      orderNumber: 'A1',
      vendorId: 'V',
      sku: '3.303',
      name: 'Filter',
      qty: 1,
      returnable: 0,
      deposit: null,
      isExchangeUnit: false,
    },
  ],
}
const invoice: ReturnableResponse = { ...note, documentId: 'RE-77', documentType: 'invoice', lines: note.lines.slice(1, 2) }

describe('the case draft', () => {
  it('ticks the line the user started from, and keeps ticked lines when another document is loaded', () => {
    let draft = withDocument(emptyDraft(), note, 2)
    expect(draft.lines.filter((l) => l.ticked).map((l) => l.key)).toEqual(['LS-1001#2'])
    draft = withDocument(draft, invoice)
    expect(draft.lines.map((l) => l.key)).toEqual(['LS-1001#2', 'RE-77#2'])
  })

  it('takes what may go back from the document loaded again, keeping what the user said', () => {
    const draft = withLine(withDocument(emptyDraft(), note, 1), 'LS-1001#1', { reason: 'surplus' })
    const later = {
      ...note,
      lines: note.lines.map((line) => ({ ...line, returnable: line.position === 1 ? 1 : line.returnable })),
    }
    const [starter] = withDocument(draft, later).lines
    expect(starter).toMatchObject({ returnable: 1, ticked: true, reason: 'surplus' })
  })

  it('does not tick a line with nothing left to return, and says why', () => {
    const draft = withDocument(emptyDraft(), note, 3)
    expect(draft.lines.some((l) => l.ticked)).toBe(false)
    const [starter, pads, filter] = draft.lines
    expect(filter && lineBlock(filter, 'return')).toBe('nothingLeft')
    expect(pads && lineBlock(pads, 'core')).toBe('noCore')
    expect(starter && lineBlock(starter, 'core')).toBeNull()
  })

  it('unticks lines a core case cannot take when the kind changes', () => {
    const draft = withKind(withDocument(withDocument(emptyDraft(), note, 1), note, 2), 'core')
    expect(draft.lines.filter((l) => l.ticked).map((l) => l.key)).toEqual(['LS-1001#1'])
  })
})

describe('validateCase', () => {
  const ticked = (kind: 'return' | 'warranty' | 'core') => withKind(withDocument(emptyDraft(), note, 1), kind)

  it('asks for a ticked line', () => {
    expect(validateCase(withDocument(emptyDraft(), note)).general).toBe('Please tick at least one line to send back.')
  })

  it('bounds the quantity by what may still go back', () => {
    const draft = withLine(ticked('return'), 'LS-1001#1', { qty: '3', reason: 'surplus' })
    expect(validateCase(draft).lines['LS-1001#1']).toEqual({ qty: 'At most 2 pieces of this line can go back.' })
    expect(validateCase(withLine(draft, 'LS-1001#1', { qty: '0' })).lines['LS-1001#1']?.qty).toBe(
      'Please enter a quantity of at least 1.',
    )
    expect(hasErrors(validateCase(withLine(draft, 'LS-1001#1', { qty: '2' })))).toBe(false)
  })

  it('needs a reason for returns and claims, and a condition for cores', () => {
    expect(validateCase(ticked('return')).lines['LS-1001#1']?.reason).toBe('Please choose a reason.')
    const core = validateCase(ticked('core')).lines['LS-1001#1']
    expect(core?.condition).toBe('Please say what state the old unit is in.')
    expect(core?.reason).toBeUndefined()
  })

  it('needs the fault described for a warranty claim, on the line or for the whole case', () => {
    const claim = withLine(ticked('warranty'), 'LS-1001#1', { reason: 'noise', remark: 'Noisy' })
    expect(validateCase(claim).lines['LS-1001#1']?.remark).toBe('Please describe the fault in at least 20 characters.')
    expect(hasErrors(validateCase({ ...claim, remarks: 'Grinds loudly when the engine starts cold.' }))).toBe(false)
  })

  it('refuses more photos than one line may carry', () => {
    const photos = Array.from({ length: PHOTOS_PER_LINE_MAX + 1 }, () => 'data:image/jpeg;base64,AA==')
    const draft = withLine(ticked('core'), 'LS-1001#1', { condition: 'complete', photos })
    expect(validateCase(draft).lines['LS-1001#1']).toEqual({ photos: `At most ${PHOTOS_PER_LINE_MAX} photos per line.` })
  })

  it('sends reasons for returns and conditions for cores, never both', () => {
    const draft = withLine(ticked('core'), 'LS-1001#1', { condition: 'damaged', qty: '2', remark: ' bent ' })
    expect(caseBody(draft, 'de').lines).toEqual([
      { documentId: 'LS-1001', position: 1, qty: 2, reason: null, condition: 'damaged', remark: 'bent', photos: [] },
    ])
  })
})

import type { CaseBody, ReturnableResponse } from '../../../shared/contracts/returns'
import type { CoreCondition, FormKind, FormReason } from '../../../shared/contracts/services-constants'

/** One delivered line the user may tick, with what they said about it so far. */
export type DraftLine = {
  /** `documentId#position`: a line of one document, unique within the case. */
  key: string
  documentId: string
  documentType: ReturnableResponse['documentType']
  position: number
  sku: string
  name: string
  qtyDelivered: number
  returnable: number
  isExchangeUnit: boolean
  ticked: boolean
  qty: string
  reason: FormReason | ''
  condition: CoreCondition | ''
  remark: string
  /** JPEG data URLs, resized on the device. */
  photos: string[]
}

export type CaseDraft = { kind: FormKind; lines: DraftLine[]; remarks: string }

export const emptyDraft = (kind: FormKind = 'return'): CaseDraft => ({ kind, lines: [], remarks: '' })

export const lineKey = (documentId: string, position: number) => `${documentId}#${position}`

/** Why a line cannot go back in this kind of case, or null when it can. */
export function lineBlock(
  line: Pick<DraftLine, 'returnable' | 'isExchangeUnit'>,
  kind: FormKind,
): 'nothingLeft' | 'noCore' | null {
  if (kind === 'core' && !line.isExchangeUnit) return 'noCore'
  if (line.returnable < 1) return 'nothingLeft'
  return null
}

/**
 * Adds the lines of one more document. Lines ticked on earlier documents stay (one box may hold parts of
 * several deliveries); their unticked lines go, so the list shows what the user works on. `tick` ticks
 * one line of the new document at once (the line the user started from).
 */
export function withDocument(draft: CaseDraft, doc: ReturnableResponse, tick?: number): CaseDraft {
  const fresh = new Map(doc.lines.map((line) => [line.position, line]))
  const kept = draft.lines
    .filter((line) => line.ticked || line.documentId === doc.documentId)
    // Loaded again: what may go back now is the shop's latest word.
    .map((line) => {
      const now = line.documentId === doc.documentId ? fresh.get(line.position) : undefined
      return now ? { ...line, returnable: now.returnable, qtyDelivered: now.qty } : line
    })
  const known = new Set(kept.map((line) => line.key))
  const added: DraftLine[] = doc.lines
    .filter((line) => !known.has(lineKey(doc.documentId, line.position)))
    .map((line) => ({
      key: lineKey(doc.documentId, line.position),
      documentId: doc.documentId,
      documentType: doc.documentType,
      position: line.position,
      sku: line.sku,
      name: line.name,
      qtyDelivered: line.qty,
      returnable: line.returnable,
      isExchangeUnit: line.isExchangeUnit,
      ticked: false,
      qty: String(Math.min(1, line.returnable)),
      reason: '',
      condition: '',
      remark: '',
      photos: [],
    }))
  const lines = [...kept, ...added].map((line) =>
    line.documentId === doc.documentId && line.position === tick && lineBlock(line, draft.kind) === null
      ? { ...line, ticked: true }
      : line,
  )
  return { ...draft, lines }
}

/** Another kind of case: reasons and conditions of the old kind mean nothing now, lines it cannot take are unticked. */
export function withKind(draft: CaseDraft, kind: FormKind): CaseDraft {
  return {
    ...draft,
    kind,
    lines: draft.lines.map((line) => ({
      ...line,
      reason: '',
      condition: '',
      ticked: line.ticked && lineBlock(line, kind) === null,
    })),
  }
}

export function withLine(draft: CaseDraft, key: string, change: Partial<DraftLine>): CaseDraft {
  return { ...draft, lines: draft.lines.map((line) => (line.key === key ? { ...line, ...change } : line)) }
}

export const tickedLines = (draft: CaseDraft) => draft.lines.filter((line) => line.ticked)

/** What goes to POST /api/forms: the ticked lines in the order shown (a server error's `lines[i]` is this order). */
export function caseBody(draft: CaseDraft, languageID: CaseBody['languageID']): CaseBody {
  return {
    kind: draft.kind,
    remarks: draft.remarks.trim(),
    languageID,
    lines: tickedLines(draft).map((line) => ({
      documentId: line.documentId,
      position: line.position,
      qty: Number(line.qty),
      reason: draft.kind === 'core' ? null : (line.reason as FormReason),
      condition: draft.kind === 'core' ? (line.condition as CoreCondition) : null,
      remark: line.remark.trim(),
      photos: line.photos,
    })),
  }
}

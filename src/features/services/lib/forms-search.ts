import { FORM_KINDS, type FormKind } from '../../../shared/contracts/services-constants'

/**
 * The search of /infocenter/forms: where a return starts (a delivery-note or invoice line, or an open
 * core) and which case the list shows. Bad values are dropped, so an old or hand-typed link still opens the page.
 */
export type FormsSearch = {
  /** The delivery note or invoice whose lines to load. */
  documentId?: string | undefined
  /** The line to tick at once (1-based, as on the document). */
  position?: number | undefined
  /** `core` from the open cores account; otherwise the user chooses. */
  kind?: FormKind | undefined
  /** Only this case in the list (its number, e.g. from the search). */
  case?: string | undefined
}

const text = (value: unknown, max: number) => {
  const trimmed = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
  return trimmed !== '' && trimmed.length <= max ? trimmed : undefined
}

export function readFormsSearch(raw: Record<string, unknown>): FormsSearch {
  const position = Number(raw.position)
  const kind = FORM_KINDS.find((k) => k === raw.kind)
  const documentId = text(raw.documentId, 20)
  return {
    ...(documentId ? { documentId } : {}),
    // A line without its document means nothing.
    ...(documentId && Number.isInteger(position) && position >= 1 ? { position } : {}),
    ...(kind ? { kind } : {}),
    ...(text(raw.case, 40) ? { case: text(raw.case, 40) } : {}),
  }
}

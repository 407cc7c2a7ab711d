import { t } from '@lingui/core/macro'
import { CART_QTY_MAX } from '../../../shared/contracts/cart-constants'
import { DESCRIPTION_MIN, FORM_LINES_MAX, PHOTOS_PER_LINE_MAX } from '../../../shared/contracts/services-constants'
import { type CaseDraft, type DraftLine, tickedLines } from './case-draft'

export type LineErrors = Partial<Record<'qty' | 'reason' | 'condition' | 'remark' | 'photos', string>>
export type CaseErrors = {
  /** By line key. */
  lines: Record<string, LineErrors>
  /** The case as a whole (no line ticked, too many lines). */
  general?: string
}

export const hasErrors = (errors: CaseErrors) => Boolean(errors.general) || Object.keys(errors.lines).length > 0

/** What the case says before it is sent, next to the control it concerns; the server checks the same again. */
export function validateCase(draft: CaseDraft): CaseErrors {
  const ticked = tickedLines(draft)
  const errors: CaseErrors = { lines: {} }
  if (ticked.length === 0) errors.general = t`Please tick at least one line to send back.`
  else if (ticked.length > FORM_LINES_MAX)
    errors.general = t`One case takes at most ${FORM_LINES_MAX} lines. Please send the rest in a second case.`
  for (const line of ticked) {
    const found = validateLine(draft, line)
    if (Object.keys(found).length > 0) errors.lines[line.key] = found
  }
  return errors
}

function validateLine(draft: CaseDraft, line: DraftLine): LineErrors {
  const errors: LineErrors = {}
  const qty = Number(line.qty)
  const returnable = line.returnable
  if (line.qty.trim() === '' || !Number.isInteger(qty) || qty < 1) errors.qty = t`Please enter a quantity of at least 1.`
  else if (qty > Math.min(returnable, CART_QTY_MAX)) errors.qty = t`At most ${returnable} pieces of this line can go back.`
  if (draft.kind === 'core') {
    if (!line.condition) errors.condition = t`Please say what state the old unit is in.`
  } else if (!line.reason) errors.reason = t`Please choose a reason.`
  // The fault may be described on the line or once for the whole case.
  const min = DESCRIPTION_MIN[draft.kind]
  if (min > 0 && line.remark.trim().length < min && draft.remarks.trim().length < min)
    errors.remark = t`Please describe the fault in at least ${min} characters.`
  if (line.photos.length > PHOTOS_PER_LINE_MAX) errors.photos = t`At most ${PHOTOS_PER_LINE_MAX} photos per line.`
  return errors
}

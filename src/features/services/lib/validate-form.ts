import { t } from '@lingui/core/macro'
import { DESCRIPTION_MIN, type FormKind } from '../../../shared/contracts/services-constants'

export type FormDraft = {
  kind: FormKind
  orderNumber: string
  position: string
  qty: string
  reason: string
  description: string
}
export type FormErrors = Partial<Record<keyof FormDraft, string>>

/** What the form says before sending, field by field; the server checks the same again. */
export function validateForm(draft: FormDraft, lineQty: number | null): FormErrors {
  const errors: FormErrors = {}
  if (!draft.orderNumber) errors.orderNumber = t`Please choose one of your orders.`
  if (!draft.position) errors.position = t`Please choose a line of this order.`
  const qty = Number(draft.qty)
  if (!Number.isInteger(qty) || qty < 1) errors.qty = t`Please enter a quantity of at least 1.`
  else if (lineQty !== null && qty > lineQty) errors.qty = t`More pieces than have been delivered on this line.`
  if (!draft.reason) errors.reason = t`Please choose a reason.`
  if (draft.description.trim().length < DESCRIPTION_MIN[draft.kind])
    errors.description = t`Please describe the fault in at least 20 characters.`
  return errors
}

import { t } from '@lingui/core/macro'
import { SERVICE_ERROR_CODES as C } from '../../../shared/contracts/services-constants'
import { ApiError } from '../../../shared/lib/api-client'
import { apiErrorMessage } from '../../../shared/lib/api-error-message'

/** The service pages' own error codes in the user's language; other codes as everywhere else. */
export function serviceErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'PART_NOT_FOUND':
        return t`No part has this article or OE number.`
      case C.favouritesFull:
        return t`The list is full (200 parts). Remove a part first.`
      case C.favouriteNotFound:
        return t`This part is no longer on the list.`
      case C.shareLinkInvalid:
        return t`This link is unknown or was withdrawn by the person who shared it.`
      case C.formOrderNotFound:
        return t`This delivery note or invoice is not one of yours. Please check the number.`
      case C.formLineNotFound:
        return t`This line is not on the document (any more).`
      case C.formQtyTooHigh:
        return t`More pieces than may still go back on this line (delivered, less what is already in a case).`
      case C.formReasonInvalid:
        return t`Please choose a reason.`
      case C.formDescriptionTooShort:
        return t`Please describe the fault in at least 20 characters.`
      case C.formConditionRequired:
        return t`Please say what state the old unit is in.`
      case C.formLineNoCore:
        return t`This part carries no core deposit: send it back as a return instead.`
      case C.formTooManyPhotos:
        return t`Too many photos on this line.`
      case C.formPhotoInvalid:
        return t`This photo could not be taken over. Please take or choose it again.`
      case C.formNotFound:
        return t`This case no longer exists.`
      case C.slotUnavailable:
        return t`This slot has just been taken. Please choose another one.`
      case C.appointmentCutoffPassed:
        return t`It is too late to change this appointment. Please call the branch.`
      case C.appointmentNotFound:
        return t`This appointment no longer exists.`
      case C.appointmentOrderNotFound:
        return t`Please choose one of your orders.`
      case C.appointmentOrderNotReady:
        return t`This order is cancelled or still backordered: there is nothing to pick up for it yet.`
      case C.formLineNotDelivered:
        return t`Nothing of this line has been delivered yet. A return or claim can name it once it has arrived.`
      case C.appointmentLimitReached:
        return t`You already have as many upcoming appointments as one customer can book. Please cancel one or call the branch.`
      case C.apiKeyNotFound:
        return t`This API key no longer exists.`
    }
  }
  return apiErrorMessage(error, fallback)
}

/** Which form field a server refusal belongs to, so its sentence shows next to that field. */
export function fieldOfError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  const fields: Record<string, string> = {
    [C.slotUnavailable]: 'slot',
    [C.appointmentOrderNotFound]: 'orderNumber',
    [C.appointmentOrderNotReady]: 'orderNumber',
    PART_NOT_FOUND: 'term',
  }
  return fields[error.code] ?? null
}

import { SERVICE_ERROR_CODES as C } from '../../../shared/contracts/services-constants'
import { ApiError } from '../../../shared/lib/api-client'
import type { CaseErrors, LineErrors } from './validate-case'

/** Which control of a line a refusal of POST /api/forms belongs to. */
const FIELD_OF_CODE: Record<string, keyof LineErrors> = {
  [C.formQtyTooHigh]: 'qty',
  [C.formLineNotDelivered]: 'qty',
  [C.formLineNotFound]: 'qty',
  [C.formLineNoCore]: 'qty',
  [C.formReasonInvalid]: 'reason',
  [C.formConditionRequired]: 'condition',
  [C.formDescriptionTooShort]: 'remark',
  [C.formTooManyPhotos]: 'photos',
  [C.formPhotoInvalid]: 'photos',
}

/**
 * The line a refusal names: the case's own checks give `details.lineIndex`; a schema refusal names the
 * body's path (`lines[2]` or `lines.2`) in its message.
 */
export function lineIndexOf(message: string): number | null {
  const match = /\blines(?:\[(\d+)\]|\.(\d+))/.exec(message)
  return match ? Number(match[1] ?? match[2]) : null
}

/**
 * A refusal as errors next to the controls: on the line it names (`sentKeys` are the keys of the lines
 * in the order sent), else on the whole case. `message` is the refusal in the user's language.
 */
export function caseErrorsOf(error: unknown, message: string, sentKeys: readonly string[]): CaseErrors {
  if (error instanceof ApiError) {
    const field = FIELD_OF_CODE[error.code]
    const named = error.details?.lineIndex
    const index = typeof named === 'number' ? named : lineIndexOf(error.message)
    const key = index === null ? (sentKeys.length === 1 ? sentKeys[0] : undefined) : sentKeys[index]
    if (field && key) return { lines: { [key]: { [field]: message } } }
  }
  return { lines: {}, general: message }
}

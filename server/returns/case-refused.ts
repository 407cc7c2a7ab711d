import { SERVICE_ERROR_CODES } from '../../src/shared/contracts/services-constants'

type CaseRefusalCode =
  | typeof SERVICE_ERROR_CODES.formNotFound
  | typeof SERVICE_ERROR_CODES.formStepNotAllowed
  | typeof SERVICE_ERROR_CODES.formNoteRequired
  | typeof SERVICE_ERROR_CODES.formNotInvoiced

/** Why a case could not move on; thrown before anything is written, so the caller's transaction stays clean. */
export class CaseRefused extends Error {
  constructor(
    readonly code: CaseRefusalCode,
    message: string,
  ) {
    super(message)
  }
}

/** The HTTP status of a refusal: a missing case 404, a missing note 422 (the input), a step the case cannot take 409. */
export const HTTP_STATUS_OF: Record<CaseRefusalCode, 404 | 409 | 422> = {
  [SERVICE_ERROR_CODES.formNotFound]: 404,
  [SERVICE_ERROR_CODES.formNoteRequired]: 422,
  [SERVICE_ERROR_CODES.formStepNotAllowed]: 409,
  [SERVICE_ERROR_CODES.formNotInvoiced]: 409,
}

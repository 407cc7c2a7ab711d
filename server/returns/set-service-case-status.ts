import type { ErpServiceCase } from '../../src/shared/contracts/erp-accounts'
import type { ErpRefusalCode } from '../../src/shared/contracts/erp-refusal-codes'
import { SERVICE_ERROR_CODES } from '../../src/shared/contracts/services-constants'
import type { Db } from '../db/connect'
import { answerOf, type ErpWriteOptions } from '../integration/erp/erp-answer'
import { CaseRefused } from './case-refused'
import { moveCase } from './move-case'

const REFUSAL_OF: Record<CaseRefused['code'], { field: string; code: ErpRefusalCode }> = {
  [SERVICE_ERROR_CODES.formNotFound]: { field: 'case_id', code: 'unknown-case' },
  [SERVICE_ERROR_CODES.formStepNotAllowed]: { field: 'status', code: 'step-not-allowed' },
  [SERVICE_ERROR_CODES.formNoteRequired]: { field: 'note', code: 'note-required' },
  [SERVICE_ERROR_CODES.formNotInvoiced]: { field: 'status', code: 'not-invoiced' },
}

/**
 * Moves return, warranty and core cases on, one step each, the way the admin area does (moveCase): a
 * step that is not next is refused, a case credited gets its credit note. The same status and note
 * again is unchanged, so a resent item does not touch the case.
 */
export async function setServiceCaseStatus(trx: Db, items: ErpServiceCase[], { now, notify }: ErpWriteOptions) {
  const outcome = answerOf()
  for (const [index, item] of items.entries()) {
    try {
      const moved = await moveCase(trx, { formId: item.case_id, to: item.status, actor: 'erp', note: item.note, now, notify })
      outcome.applied(moved.changed ? 'updated' : 'unchanged')
    } catch (error) {
      if (!(error instanceof CaseRefused)) throw error
      const { field, code } = REFUSAL_OF[error.code]
      outcome.refuse(index, field, code, error.message)
    }
  }
  return outcome.answer
}

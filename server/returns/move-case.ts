import {
  FORM_STATUSES_NEEDING_NOTE,
  type FormKind,
  type FormStatus,
  NEXT_FORM_STATUSES,
  SERVICE_ERROR_CODES,
} from '../../src/shared/contracts/services-constants'
import type { Db } from '../db/connect'
import { recordWebhookEvent } from '../integration/webhooks/record-webhook-event'
import { queueCustomerNotice } from '../jobs/customer-notices'
import { formNumber } from '../shop/form-number'
import { CaseRefused } from './case-refused'
import { correctedInvoices } from './corrected-invoices'
import { issueCreditNote } from './issue-credit-note'

/** Who took a step, as the timeline keeps it: the customer, an admin by e-mail, or the ERP. */
export type CaseActor = 'customer' | 'erp' | `admin:${string}`

export type CaseStep = {
  formId: number
  to: FormStatus
  actor: CaseActor
  note: string
  /** ISO time of the step. */
  now: string
  /** Queue the customer's mail (off for replayed history, which is the past, not news). */
  notify?: boolean
}

export type MovedCase = {
  formId: number
  number: string
  kind: FormKind
  customerId: string
  status: FormStatus
  note: string
  creditNoteId: string | null
  /** False when the case already had this status and note: a resend, nothing written. */
  changed: boolean
}

const isStatus = (status: string): status is FormStatus => status in NEXT_FORM_STATUSES

/**
 * The one way a case moves on (admin area and ERP alike), inside the caller's transaction: checks the
 * step (NEXT_FORM_STATUSES; a rejection or refusal must say why), writes the status and a timeline
 * event, issues the credit note when the case is credited, queues the customer's mail and records the
 * webhook event. Every check runs before the first write, so a refusal leaves nothing behind.
 */
export async function moveCase(trx: Db, step: CaseStep): Promise<MovedCase> {
  const form = await trx
    .selectFrom('service_forms')
    .select(['id', 'customer_id', 'kind', 'status', 'status_note', 'credit_note_id'])
    .where('id', '=', step.formId)
    .executeTakeFirst()
  if (!form) throw new CaseRefused(SERVICE_ERROR_CODES.formNotFound, `No return, warranty or core case ${step.formId}.`)
  const number = formNumber(form.kind, form.id)
  const note = step.note.trim()
  const base = { formId: form.id, number, kind: form.kind, customerId: form.customer_id, status: step.to, note }
  if (form.status === step.to && form.status_note === note) {
    return { ...base, creditNoteId: form.credit_note_id, changed: false }
  }
  const from = isStatus(form.status) ? form.status : 'requested'
  if (!NEXT_FORM_STATUSES[from].includes(step.to)) {
    const allowed = NEXT_FORM_STATUSES[from]
    throw new CaseRefused(
      SERVICE_ERROR_CODES.formStepNotAllowed,
      `Case ${number} is ${from}; ${allowed.length > 0 ? `it can only become ${allowed.join(' or ')}` : 'it is closed'}, not ${step.to}. No step may be skipped.`,
    )
  }
  if (FORM_STATUSES_NEEDING_NOTE.includes(step.to) && note === '') {
    throw new CaseRefused(SERVICE_ERROR_CODES.formNoteRequired, `Say why case ${number} is ${step.to}: the customer reads it.`)
  }

  let creditNoteId: string | null = null
  if (step.to === 'credited') {
    const lines = await trx
      .selectFrom('service_form_lines')
      .selectAll()
      .where('form_id', '=', form.id)
      .orderBy('line_no')
      .execute()
    const invoices = await correctedInvoices(trx, form.customer_id, lines)
    creditNoteId = await issueCreditNote(trx, form, lines, invoices, step.now)
  }
  await trx
    .updateTable('service_forms')
    .set({
      status: step.to,
      status_note: note,
      updated_at: step.now,
      ...(creditNoteId ? { credit_note_id: creditNoteId } : {}),
    })
    .where('id', '=', form.id)
    .execute()
  await trx
    .insertInto('service_form_events')
    .values({ form_id: form.id, status: step.to, at: step.now, actor: step.actor, note })
    .execute()
  if (step.notify !== false) {
    await queueCustomerNotice(trx, { kind: 'case-status', customerId: form.customer_id, formId: form.id, status: step.to })
  }
  await recordWebhookEvent(
    trx,
    'service_case.status_changed',
    { customer: { id: form.customer_id }, case: { id: form.id, number, kind: form.kind, status: step.to, note, creditNoteId } },
    new Date(step.now),
  )
  return { ...base, creditNoteId, changed: true }
}

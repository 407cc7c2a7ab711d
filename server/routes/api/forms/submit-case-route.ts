import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { allowedDocumentTypes } from '../../../../src/shared/contracts/documents-constants'
import { caseBodySchema, caseLineBodySchema, serviceCaseSchema } from '../../../../src/shared/contracts/returns'
import { FORM_LINES_MAX } from '../../../../src/shared/contracts/services-constants'
import { findCase, withoutPrices } from '../../../db/repositories/service-case-read'
import { FORM_MAIL_JOB_KIND } from '../../../forms/form-mail-worker'
import { sendError } from '../../../http/send-error'
import { recordWebhookEvent } from '../../../integration/webhooks/record-webhook-event'
import { callerOf } from '../../../plugins/auth'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { reposOf } from '../../../plugins/repos-of'
import { prepareCase } from '../../../returns/prepare-case'

/**
 * The contract's body with the photos taken as plain strings: a photo too many or not a photo is then
 * refused by prepareCase with its own code and line, not as a bare VALIDATION_FAILED.
 */
const submitBodySchema = caseBodySchema.extend({
  lines: z
    .array(caseLineBodySchema.extend({ photos: z.array(z.string()) }))
    .min(1)
    .max(FORM_LINES_MAX),
})
/** Up to 5 photos of about 1 MB (4/3 of it as base64) on a few lines: the photos are the body. */
export const CASE_BODY_LIMIT = 16 * 1024 * 1024

export const submitCaseRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forms',
    {
      bodyLimit: CASE_BODY_LIMIT,
      config: { idempotent: true },
      schema: {
        summary: 'Send back goods, claim warranty or return cores: one case, lines from your delivery notes and invoices',
        body: submitBodySchema,
        response: { 200: serviceCaseSchema, ...customerChangeErrors, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const db = changeDb(request)
      const { serviceCases, jobs } = reposOf(request)
      const types = allowedDocumentTypes(caller.features).filter((type) => type === 'invoice' || type === 'deliverynote')
      const prepared = await prepareCase(request.body, (documentId) =>
        serviceCases.returnable(caller.customerId, documentId, types),
      )
      if ('code' in prepared) return sendError(reply, 422, prepared.code, prepared.message, prepared.details)
      const id = await serviceCases.insert(caller, prepared)
      const record = await findCase(db, caller.customerId, id)
      if (!record) throw new Error(`case ${id} vanished in its own transaction`)
      await jobs.enqueue(FORM_MAIL_JOB_KIND, { formId: id })
      await recordWebhookEvent(db, 'service_case.submitted', {
        customer: { id: caller.customerId, contactId: caller.contactId },
        case: record.case,
      })
      app.webhooks.kickAfterCommit(request)
      // The worker waits for this request's commit (one connection), then finds the new job.
      app.formMail.kick()
      return caller.features.showPrice ? record.case : withoutPrices(record.case)
    },
  )
}

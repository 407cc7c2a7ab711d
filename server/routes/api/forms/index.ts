import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'
import { isLanguage } from '../../../../src/shared/contracts/languages'
import { formBodySchema, formsResponseSchema, serviceFormSchema } from '../../../../src/shared/contracts/services'
import { DESCRIPTION_MIN, REASONS_OF, SERVICE_ERROR_CODES } from '../../../../src/shared/contracts/services-constants'
import { toServiceForm } from '../../../db/repositories/service-form-repository'
import { FORM_MAIL_JOB_KIND } from '../../../forms/form-mail-worker'
import { renderFormPdf } from '../../../forms/render-form-pdf'
import { sendError } from '../../../http/send-error'
import { recordWebhookEvent } from '../../../integration/webhooks/record-webhook-event'
import { callerOf } from '../../../plugins/auth'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'

/** Return requests and warranty claims (/infocenter/forms): list, submit (confirmed by mail), print as PDF. */
export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })

  app.get(
    '/forms',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'Your return requests and warranty claims',
        response: { 200: formsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      return { forms: await reposOf(request).serviceForms.list(callerOf(request).customerId) }
    },
  )

  app.post(
    '/forms',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Submit a return request or warranty claim for one line of one of your orders',
        body: formBodySchema,
        response: { 200: serviceFormSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const body = request.body
      if (!REASONS_OF[body.kind].includes(body.reason))
        return sendError(reply, 422, SERVICE_ERROR_CODES.formReasonInvalid, 'This reason does not fit this kind of form.')
      if (body.description.length < DESCRIPTION_MIN[body.kind])
        return sendError(
          reply,
          422,
          SERVICE_ERROR_CODES.formDescriptionTooShort,
          `Describe the fault in at least ${DESCRIPTION_MIN[body.kind]} characters.`,
        )
      const { serviceForms, jobs } = reposOf(request)
      const found = await serviceForms.orderLine(caller.customerId, body.orderNumber, body.position)
      if (!found.order) return sendError(reply, 422, SERVICE_ERROR_CODES.formOrderNotFound, 'You have no order with this number.')
      if (!found.line) return sendError(reply, 422, SERVICE_ERROR_CODES.formLineNotFound, 'The order has no such line.')
      // Only what has arrived can go back or be claimed (issue 30): a backordered piece is not the customer's yet.
      const delivered = found.line.delivered_qty
      if (delivered === 0)
        return sendError(
          reply,
          422,
          SERVICE_ERROR_CODES.formLineNotDelivered,
          'No piece of this line has been delivered yet; a form can name it once it has arrived.',
        )
      // All forms of a line together, counted under the customer's change lock (plugins/idempotency.ts).
      const named = await serviceForms.piecesInForms(caller.customerId, body.orderNumber, body.position)
      if (named + body.qty > delivered)
        return sendError(
          reply,
          422,
          SERVICE_ERROR_CODES.formQtyTooHigh,
          `${delivered} of the line's ${found.line.qty} pieces have been delivered and forms already name ${named}; this form can name at most ${Math.max(0, delivered - named)}.`,
        )
      const form = await serviceForms.insert(caller, body, found.line)
      await jobs.enqueue(FORM_MAIL_JOB_KIND, { formId: form.id })
      await recordWebhookEvent(changeDb(request), 'service_case.submitted', {
        customer: { id: caller.customerId, contactId: caller.contactId },
        case: form,
      })
      app.webhooks.kickAfterCommit(request)
      // The worker waits for this request's commit (one connection), then finds the new job.
      app.formMail.kick()
      return form
    },
  )

  app.get(
    '/forms/:id/pdf',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'One of your forms as PDF, to print and send with the part',
        params: z.object({ id: z.coerce.number().int().min(1) }),
        querystring: z.object({ languageID: languageSchema.optional() }),
        response: {
          200: z.unknown().describe('application/pdf'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const row = await reposOf(request).serviceForms.find(caller.customerId, request.params.id)
      if (!row) return sendError(reply, 404, SERVICE_ERROR_CODES.formNotFound, 'No such form.')
      const customer = await reposOf(request).customers.withEntityName(caller.customerId)
      const form = toServiceForm(row)
      const language = request.query.languageID ?? (isLanguage(row.language) ? row.language : 'de')
      const sender = { companyName: customer.company_name, customerId: caller.customerId, entityName: customer.entity_name }
      const pdf = await renderFormPdf(form, sender, language)
      return reply.header('content-disposition', `inline; filename="${form.number}.pdf"`).type('application/pdf').send(pdf)
    },
  )
}

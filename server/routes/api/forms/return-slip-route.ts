import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'
import { isLanguage } from '../../../../src/shared/contracts/languages'
import { SERVICE_ERROR_CODES } from '../../../../src/shared/contracts/services-constants'
import { renderReturnSlip } from '../../../forms/render-return-slip'
import { sendError } from '../../../http/send-error'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'

export const returnSlipRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/forms/:id/pdf',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'The return slip of one of your cases (PDF with the case number as QR code and barcode), to put in the box',
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
      const { serviceCases, customers } = reposOf(request)
      const record = await serviceCases.find(caller.customerId, request.params.id)
      if (!record) return sendError(reply, 404, SERVICE_ERROR_CODES.formNotFound, 'No such case.')
      const customer = await customers.withEntityName(caller.customerId)
      const language = request.query.languageID ?? (isLanguage(record.language) ? record.language : 'de')
      const sender = { companyName: customer.company_name, customerId: caller.customerId, entityName: customer.entity_name }
      // The slip names no money: it travels in the box, whoever opens it.
      const pdf = await renderReturnSlip(record.case, sender, language)
      const number = record.case.number
      return reply.header('content-disposition', `inline; filename="${number}.pdf"`).type('application/pdf').send(pdf)
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { allowedDocumentTypes, DOCUMENT_ERROR_CODES } from '../../../../src/shared/contracts/documents-constants'
import {
  casesQuerySchema,
  casesResponseSchema,
  returnableQuerySchema,
  returnableResponseSchema,
} from '../../../../src/shared/contracts/returns'
import { SERVICE_ERROR_CODES } from '../../../../src/shared/contracts/services-constants'
import { isExchangeUnit, returnableOf } from '../../../db/repositories/returnable-lines'
import { withoutPrices } from '../../../db/repositories/service-case-read'
import { sendError } from '../../../http/send-error'
import { sendPrivate } from '../../../infocenter/private-answer'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'

/** What a customer reads of its cases: the lines that may go back, its cases, and their photos. */
export const caseReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/forms/returnable',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'The lines of one of your delivery notes or invoices, with how many pieces may still go back',
        querystring: returnableQuerySchema,
        response: {
          200: returnableResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { customerId, features } = callerOf(request)
      const document = await reposOf(request).serviceCases.returnable(
        customerId,
        request.query.documentId,
        allowedDocumentTypes(features),
      )
      if (!document) return sendError(reply, 404, DOCUMENT_ERROR_CODES.documentNotFound, 'No such document.')
      if (document.type !== 'invoice' && document.type !== 'deliverynote')
        return sendError(
          reply,
          422,
          SERVICE_ERROR_CODES.formDocumentNotReturnable,
          'Only the lines of a delivery note or an invoice can go back.',
        )
      return sendPrivate(request, reply, {
        documentId: document.documentId,
        documentType: document.type,
        issuedOn: document.issuedOn,
        lines: document.lines.map((row) => ({
          position: row.position,
          orderNumber: row.orderNumber,
          vendorId: row.vendorId,
          sku: row.sku,
          name: row.name,
          qty: row.qty,
          returnable: returnableOf(row),
          deposit: features.showPrice && row.depositUnit > 0 ? { value: row.depositUnit, currency: document.currency } : null,
          isExchangeUnit: isExchangeUnit(row),
        })),
      })
    },
  )

  app.get(
    '/forms',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'Your return, warranty and core cases with their lines and timeline',
        querystring: casesQuerySchema,
        response: { 200: casesResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { customerId, features } = callerOf(request)
      const records = await reposOf(request).serviceCases.list(customerId, request.query.q || undefined)
      const cases = records.map((record) => (features.showPrice ? record.case : withoutPrices(record.case)))
      return sendPrivate(request, reply, { cases })
    },
  )

  app.get(
    '/forms/:id/photos/:photoId',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'A photo of one of your cases',
        params: z.object({ id: z.coerce.number().int().min(1), photoId: z.coerce.number().int().min(1) }),
        response: {
          200: z.unknown().describe('image/jpeg, image/webp or image/png'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { customerId } = callerOf(request)
      const photo = await reposOf(request).serviceCases.photo(customerId, request.params.id, request.params.photoId)
      if (!photo) return sendError(reply, 404, SERVICE_ERROR_CODES.formNotFound, 'No such photo.')
      return reply.header('x-content-type-options', 'nosniff').type(photo.mime).send(photo.bytes)
    },
  )
}

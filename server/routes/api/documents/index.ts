import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import {
  DOCUMENT_ERROR_CODES,
  documentDetailSchema,
  documentIdSchema,
  documentsPageSchema,
  documentsQuerySchema,
  readerLanguageQuerySchema,
} from '../../../../src/shared/contracts/documents'
import { pageOf } from '../../../db/repositories/list-paging'
import { sendError } from '../../../http/send-error'
import { refusedDateRange } from '../../../infocenter/date-range'
import { allowedDocumentTypes } from '../../../infocenter/feature-gates'
import { sendPrivate } from '../../../infocenter/private-answer'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'
import { documentFileRoutes } from './document-files'
import { documentsExportRoute, typesAskedFor } from './export-route'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema }

/**
 * Business documents of the caller's customer. The types a customer may see follow its features
 * (invoice → invoices and credit notes, shipment → delivery notes and packing lists): a list
 * without `type` holds only those, asking for another type is 403, and a single document of
 * another type is 404 as if it did not exist.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer', cache: 'private-revalidate' })
  await app.register(documentsExportRoute)
  await app.register(documentFileRoutes)

  app.get(
    '/documents',
    {
      schema: {
        summary: 'Your invoices, credit notes, delivery notes and packing lists: filtered by type, q and dates; sorted and paged',
        querystring: documentsQuerySchema,
        response: { 200: documentsPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (refusedDateRange(reply, request.query)) return reply
      const caller = callerOf(request)
      const types = typesAskedFor(reply, caller.features, request.query.type)
      if (!types) return reply
      const page =
        types.length === 0
          ? pageOf([], 0, request.query)
          : await reposOf(request).documents.list({ ...request.query, customerId: caller.customerId, types })
      return sendPrivate(request, reply, page)
    },
  )

  app.get(
    '/documents/:documentId',
    {
      schema: {
        summary:
          'One of your documents with lines (parts named in languageID, with OE numbers), orders, linked documents, shipment, seller and buyer',
        params: z.object({ documentId: documentIdSchema }),
        querystring: readerLanguageQuerySchema,
        response: { 200: documentDetailSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { features, customerId } = callerOf(request)
      const detail = await reposOf(request).documentDetails.find(
        customerId,
        request.params.documentId,
        allowedDocumentTypes(features),
        features.shipment,
        request.query.languageID,
      )
      if (!detail) return sendError(reply, 404, DOCUMENT_ERROR_CODES.documentNotFound, 'No such document.')
      return sendPrivate(request, reply, detail)
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import {
  DOCUMENT_ERROR_CODES,
  orderDetailSchema,
  orderNumberSchema,
  ordersPageSchema,
  ordersQuerySchema,
  readerLanguageQuerySchema,
} from '../../../../src/shared/contracts/documents'
import { sendError } from '../../../http/send-error'
import { refusedDateRange } from '../../../infocenter/date-range'
import { allowedDocumentTypes, requireFeature } from '../../../infocenter/feature-gates'
import { sendPrivate } from '../../../infocenter/private-answer'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'
import { ordersExportRoute } from './export-route'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema }

/** The customer's order history (shop orders and the ERP's) and a single order with its documents and shipments. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer', cache: 'private-revalidate' })
  await app.register(ordersExportRoute)

  app.get(
    '/orders',
    {
      preHandler: requireFeature('order'),
      schema: {
        summary: 'Your orders: filtered by q (any number you have at hand), status and dates; sorted and paged',
        querystring: ordersQuerySchema,
        response: { 200: ordersPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (refusedDateRange(reply, request.query)) return reply
      const caller = callerOf(request)
      const page = await reposOf(request).orderHistory.list({
        ...request.query,
        customerId: caller.customerId,
        showPrice: caller.features.showPrice,
      })
      return sendPrivate(request, reply, page)
    },
  )

  app.get(
    '/orders/:orderNumber',
    {
      preHandler: requireFeature('order'),
      schema: {
        summary: 'One of your orders with its lines (parts named in languageID), documents and shipments',
        params: z.object({ orderNumber: orderNumberSchema }),
        querystring: readerLanguageQuerySchema,
        response: { 200: orderDetailSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const order = await reposOf(request).orderDetails.find(request.params.orderNumber, {
        customerId: caller.customerId,
        showPrice: caller.features.showPrice,
        documentTypes: allowedDocumentTypes(caller.features),
        shipments: caller.features.shipment,
        lang: request.query.languageID,
      })
      if (!order) return sendError(reply, 404, DOCUMENT_ERROR_CODES.orderNotFound, 'No such order.')
      return sendPrivate(request, reply, order)
    },
  )
}

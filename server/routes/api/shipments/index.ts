import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { shipmentsPageSchema, shipmentsQuerySchema } from '../../../../src/shared/contracts/documents'
import { refusedDateRange } from '../../../infocenter/date-range'
import { requireFeature } from '../../../infocenter/feature-gates'
import { sendPrivate } from '../../../infocenter/private-answer'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'

/** The caller's shipments with carrier, tracking number and link, newest first (feature shipment). */
export const shipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer', cache: 'private-revalidate' })
  app.get(
    '/shipments',
    {
      preHandler: requireFeature('shipment'),
      schema: {
        summary:
          'Your shipments with tracking: filtered by q (tracking, shipment, delivery note, order or article number), status and dates',
        querystring: shipmentsQuerySchema,
        response: { 200: shipmentsPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (refusedDateRange(reply, request.query)) return reply
      const page = await reposOf(request).shipments.list({ ...request.query, customerId: callerOf(request).customerId })
      return sendPrivate(request, reply, page)
    },
  )
}

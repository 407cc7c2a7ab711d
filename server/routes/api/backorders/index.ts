import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { backordersPageSchema, backordersQuerySchema } from '../../../../src/shared/contracts/documents'
import { requireFeature } from '../../../infocenter/feature-gates'
import { sendPrivate } from '../../../infocenter/private-answer'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'

/** Open backordered lines of the caller's orders, soonest expected first (feature order). */
export const backordersRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer', cache: 'private-revalidate' })
  app.get(
    '/backorders',
    {
      preHandler: requireFeature('order'),
      schema: {
        summary: 'Your open backordered lines with the date they are expected, parts named in languageID',
        querystring: backordersQuerySchema,
        response: { 200: backordersPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await reposOf(request).backorders.list({ ...request.query, customerId: callerOf(request).customerId })
      return sendPrivate(request, reply, page)
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { featuresSchema } from '../../../../src/shared/contracts/account'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { callerOf } from '../../../plugins/auth'
import { routeGroup } from '../../../plugins/route-group'

/** The caller's feature flags (SPEC.md §3 "Features response"), fresh from the database on every call. */
export const getFeaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })
  app.post(
    '/getfeatures',
    {
      config: { cache: 'no-store' },
      schema: {
        summary: "The logged-in customer's features",
        body: z.object({ token: z.string().max(4096).optional() }).nullish(),
        response: { 200: featuresSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      return callerOf(request).features
    },
  )
}

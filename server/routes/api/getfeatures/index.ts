import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { featuresSchema } from '../../../../src/shared/contracts/account'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { callerOf, requireAuth } from '../../../plugins/auth'

/** The caller's feature flags (SPEC.md §3 "Features response"), fresh from the database on every call. */
export const getFeaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/getfeatures',
    {
      preHandler: requireAuth,
      schema: {
        summary: "The logged-in customer's features",
        body: z.object({ token: z.string().max(4096).optional() }).nullish(),
        response: { 200: featuresSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return callerOf(request).features
    },
  )
}

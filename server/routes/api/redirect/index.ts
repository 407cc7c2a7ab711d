import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { redirectResponseSchema } from '../../../../src/shared/contracts/catalog'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { sendError } from '../../../http/send-error'
import { findLegacyProductPath } from '../../../search/legacy-redirect'

export const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/redirect',
    {
      schema: {
        summary: 'Where a legacy *.html page with a part number in its name now lives',
        querystring: z.object({ path: z.string().startsWith('/').max(300) }),
        response: { 200: redirectResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const location = await findLegacyProductPath(app.catalogSearch, request.query.path)
      if (!location) return sendError(reply, 404, 'REDIRECT_NOT_FOUND', `No product page for ${request.query.path}.`)
      return { location }
    },
  )
}

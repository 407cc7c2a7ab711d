import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { divisionResponseSchema } from '../../../../src/shared/contracts/catalog'
import { errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'
import { sendError } from '../../../http/send-error'
import { reposOf } from '../../../plugins/repos-of'

export const divisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/divisions/:slug',
    {
      config: { cache: 'public-5min' },
      schema: {
        summary: 'One product division with its product groups and how many parts each has in it',
        params: z.object({ slug: z.string().min(1).max(60) }),
        querystring: z.object({ languageID: languageSchema }),
        response: { 200: divisionResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const division = await reposOf(request).catalogTree.division(request.params.slug, request.query.languageID)
      if (!division) return sendError(reply, 404, 'DIVISION_NOT_FOUND', `No product division "${request.params.slug}".`)
      return division
    },
  )
}

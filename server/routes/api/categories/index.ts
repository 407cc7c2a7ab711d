import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { categoriesResponseSchema } from '../../../../src/shared/contracts/catalog'
import { errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        summary: 'The product-group tree (up to five levels), named in the requested language',
        querystring: z.object({ languageID: languageSchema }),
        response: { 200: categoriesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300')
      return { categories: await app.repos.catalogTree.tree(request.query.languageID) }
    },
  )
}

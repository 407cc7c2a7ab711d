import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { categoriesResponseSchema } from '../../../../src/shared/contracts/catalog'
import { errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      config: { cache: 'public-5min' },
      schema: {
        summary: 'The product-group tree (up to five levels), named in the requested language',
        querystring: z.object({ languageID: languageSchema }),
        response: { 200: categoriesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      return { categories: await app.repos.catalogTree.tree(request.query.languageID) }
    },
  )
}

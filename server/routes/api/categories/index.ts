import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { categoriesResponseSchema } from '../../../../src/shared/contracts/catalog'
import { errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'
import { reposOf } from '../../../plugins/repos-of'

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
      return { categories: await reposOf(request).catalogTree.tree(request.query.languageID) }
    },
  )
}

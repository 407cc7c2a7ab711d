import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { contentDataSchema, errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'

export const contentDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content-data',
    {
      schema: {
        summary: 'Product divisions and top categories, localized',
        querystring: z.object({ languageID: languageSchema }),
        response: { 200: contentDataSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const lang = request.query.languageID
      const [productDivisons, categories] = await Promise.all([
        app.repos.content.divisions(lang),
        app.repos.content.topCategories(lang),
      ])
      reply.header('Cache-Control', 'public, max-age=300')
      return { productDivisons, categories }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { contentDataSchema, errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'
import { reposOf } from '../../../plugins/repos-of'

export const contentDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content-data',
    {
      config: { cache: 'public-5min' },
      schema: {
        summary: 'Product divisions and top categories, localized',
        querystring: z.object({ languageID: languageSchema }),
        response: { 200: contentDataSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const lang = request.query.languageID
      const [productDivisons, categories] = await Promise.all([
        reposOf(request).content.divisions(lang),
        reposOf(request).content.topCategories(lang),
      ])
      return { productDivisons, categories }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { metaResponseSchema } from '../../../../src/shared/contracts/meta'
import { shopMetaOf } from '../../../meta/shop-meta'

/**
 * SPEC.md §3 "Meta" plus the §9 defaults the SPA reads at start (issue 15). The same for every
 * caller and fixed for the life of the process, so browsers and proxies may keep it a while.
 */
export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  const meta = shopMetaOf(app.config)
  app.get(
    '/meta',
    { schema: { summary: 'Shop id, partner-portal mode and the configured defaults', response: { 200: metaResponseSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300')
      return meta
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { metaResponseSchema } from '../../../../src/shared/contracts/meta'
import { shopMetaOf } from '../../../meta/shop-meta'

/**
 * SPEC.md §3 "Meta" plus the §9 defaults the SPA reads at start (issue 15). The same for every
 * caller; the default country follows the admin settings, so browsers and proxies keep it only a
 * minute (plus the settings cache's few seconds) after an administrator changes it.
 */
export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meta',
    {
      config: { cache: 'public-1min' },
      schema: { summary: 'Shop id, partner-portal mode and the configured defaults', response: { 200: metaResponseSchema } },
    },
    async () => {
      return shopMetaOf(app.config, await app.settings.get())
    },
  )
}

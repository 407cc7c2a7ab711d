import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { globalAlertsQuerySchema, globalAlertsResponseSchema } from '../../../../src/shared/contracts/admin'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { activeAlerts } from '../../../admin/global-alerts'

/** The banner messages active now, for every visitor (anonymous too), in the asked language. */
export const globalAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/global-alerts',
    {
      // A new alert reaches every open page within a minute, and ended ones go at their endTime on the client.
      config: { cache: 'revalidate' },
      schema: {
        summary: 'Active banner messages (SPEC.md §2 global banner area)',
        querystring: globalAlertsQuerySchema,
        response: { 200: globalAlertsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      return { alerts: await activeAlerts(app.db, request.query.languageID, app.config.defaultLanguage) }
    },
  )
}

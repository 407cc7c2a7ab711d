import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema, errorLogBodySchema } from '../../../../src/shared/contracts/content'
import { redactSecrets } from '../../../../src/shared/contracts/secret-paths'
import { ERROR_LOG_REPORTS_PER_MINUTE } from '../../../plugins/rate-limits'
import { reposOf } from '../../../plugins/repos-of'

/** Browser errors reported by the SPA (SPEC.md §8): stored for support and written to the server log. */
export const errorLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/error-log',
    {
      bodyLimit: 16 * 1024,
      // Per client address: anonymous, so no customer budget applies.
      config: { rateLimit: { max: ERROR_LOG_REPORTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: 'Record a client-side error',
        body: errorLogBodySchema,
        response: { 202: z.object({ id: z.number() }), 400: errorBodySchema, 413: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { logLevel, userId } = request.body
      // The SPA redacts already; an older app (or anyone) may still send a reset link's token.
      const message = redactSecrets(request.body.message)
      const id = await reposOf(request).errorLogs.add({
        logLevel,
        message,
        userId: userId ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      })
      request.log.warn({ clientLogLevel: logLevel, clientUserId: userId, errorLogId: id }, `client: ${message.slice(0, 500)}`)
      return reply.code(202).send({ id })
    },
  )
}

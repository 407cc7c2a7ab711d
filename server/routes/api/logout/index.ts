import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { clearSessionCookie } from '../../../auth/session-cookie'
import { readRequestToken } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'

/**
 * Ends the session: its token goes on the denylist until it would have expired, and the cookie is
 * cleared. Idempotent — an expired or missing session answers 204 too, so the SPA can always call it.
 */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        summary: 'Log out and revoke the session token',
        body: z.object({ token: z.string().max(4096).optional() }).nullish(),
        response: { 204: z.null(), 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const found = readRequestToken(request)
      const claims = found ? await app.sessionTokens.verify(found.token) : null
      if (claims) await reposOf(request).sessions.revoke(claims.jti, claims.exp)
      clearSessionCookie(reply, request)
      // The admin-service token ends with this session (its sid claim); its cookie goes too.
      clearSessionCookie(reply, request, 'kih')
      return reply.code(204).send(null)
    },
  )
}

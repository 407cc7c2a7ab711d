import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { bearerToken } from '../../../admin/require-kih-admin'
import { clearSessionCookie, readSessionCookie } from '../../../auth/session-cookie'
import { reposOf } from '../../../plugins/repos-of'

/**
 * Ends the admin-service token, wherever the caller holds it: the cookie, a Bearer header (API
 * tools), the body; every one of them that verifies is revoked. Idempotent like /api/logout.
 */
export const logoutKihRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logoutKih',
    {
      schema: {
        summary: 'Revoke the admin-service token',
        body: z.object({ token: z.string().max(4096).optional() }).nullish(),
        response: { 204: z.null(), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const tokens = new Set([readSessionCookie(request, 'kih'), bearerToken(request), request.body?.token])
      for (const token of tokens) {
        const claims = token ? await app.sessionTokens.verify(token, 'kih') : null
        if (claims) await reposOf(request).sessions.revoke(claims.jti, claims.exp)
      }
      clearSessionCookie(reply, request, 'kih')
      return reply.code(204).send(null)
    },
  )
}

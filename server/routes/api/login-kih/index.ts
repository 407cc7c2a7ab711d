import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { kihLoginResponseSchema } from '../../../../src/shared/contracts/auth'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { setSessionCookie } from '../../../auth/session-cookie'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'

/**
 * The second token (SPEC.md §3 tokenKih) for the admin service behind /kihadmin: issued only to a
 * logged-in administrator, for a different audience, so it never passes as a shop session and a
 * shop session never passes as it.
 */
export const loginKihRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loginKih',
    {
      config: { auth: 'admin', cache: 'no-store' },
      schema: {
        summary: 'Get the admin-service token (administrators only)',
        body: z.object({}).nullish(),
        response: { 200: kihLoginResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const auth = callerOf(request)
      const contact = await reposOf(request).contacts.byIdWithCustomer(auth.contactId)
      const session = await app.sessionTokens.sign(
        { sub: auth.contactId, cid: auth.customerId, role: auth.role, gen: contact?.session_generation ?? 0 },
        'kih',
      )
      setSessionCookie(reply, request, session.token, session.expiresIn, 'kih')
      return { accessToken: session.token, expiresIn: session.expiresIn }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { kihLoginResponseSchema } from '../../../../src/shared/contracts/auth'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { setSessionCookie } from '../../../auth/session-cookie'
import { callerOf, readRequestToken } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'

/**
 * The second token (SPEC.md §3 tokenKih) for the admin service behind /kihadmin: issued only to a
 * logged-in administrator, for a different audience, so it never passes as a shop session and a
 * shop session never passes as it. It ends with the shop session it was issued to (the `sid` claim).
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
      // The shop session verified already (config.auth); its id binds the admin token to it.
      const found = readRequestToken(request)
      const shop = found ? await app.sessionTokens.verify(found.token) : null
      const session = await app.sessionTokens.sign(
        { sub: auth.contactId, cid: auth.customerId, role: auth.role, gen: contact?.session_generation ?? 0, sid: shop?.jti },
        'kih',
      )
      setSessionCookie(reply, request, session.token, session.expiresIn, 'kih')
      return { accessToken: session.token, expiresIn: session.expiresIn }
    },
  )
}

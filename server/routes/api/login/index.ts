import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loginBodySchema, loginResponseSchema } from '../../../../src/shared/contracts/auth'
import { AUTH_ERROR_CODES } from '../../../../src/shared/contracts/auth-constants'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { LIMITS } from '../../../auth/attempt-limits'
import { verifyPassword } from '../../../auth/password-hash'
import { setSessionCookie } from '../../../auth/session-cookie'
import { featuresOf } from '../../../db/repositories/customer-repository'
import { sendError } from '../../../plugins/errors'

/**
 * Login (SPEC.md §3 "Login response"). The token goes into the HttpOnly cookie the SPA relies on
 * and into the body for API clients. Unknown user, wrong password and disabled login all answer
 * the same 401; past 100 failures per account in an hour, attempts are not even evaluated (429).
 */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      bodyLimit: 4 * 1024,
      schema: {
        summary: 'Log in with email and password',
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const email = request.body.username.toLowerCase()
      const accountKey = `login-fail:account:${email}`
      const addressKey = `login-fail:address:${request.ip}`
      // Counted before the password check and given back on success: 2,000 wrong passwords sent at
      // once get at most the limit of checks, not as many as arrive before the first one is counted.
      const verdict = await app.attemptLimiter.take([
        [accountKey, LIMITS.loginFailuresPerAccount],
        [addressKey, LIMITS.loginFailuresPerAddress],
      ])
      if (!verdict.allowed) {
        reply.header('Retry-After', String(verdict.retryAfter))
        return sendError(reply, 429, AUTH_ERROR_CODES.tooManyAttempts, 'Too many failed logins. Please try again later.')
      }

      const row = await app.repos.contacts.byEmailWithCustomer(email)
      const passwordOk = await verifyPassword(row?.password_hash, request.body.password)
      if (!row || !passwordOk || row.disabled === 1) {
        request.log.info({ loginFailed: true }, 'failed login')
        return sendError(reply, 401, AUTH_ERROR_CODES.invalidCredentials, 'Email address or password is wrong.')
      }

      await app.attemptLimiter.giveBack([accountKey, addressKey])
      const session = await app.sessionTokens.sign({
        sub: row.contact_id,
        cid: row.customer_id,
        role: row.role,
        gen: row.session_generation,
      })
      setSessionCookie(reply, request, session.token, session.expiresIn)
      reply.header('Cache-Control', 'no-store')
      return {
        accessToken: session.token,
        expiresIn: session.expiresIn,
        userInfo: {
          given_name: row.first_name,
          family_name: row.last_name,
          billingAddress: { country: row.billing_country },
          customerId: row.customer_id,
          entityID: row.entity_id,
          features: featuresOf(row),
        },
      }
    },
  )
}

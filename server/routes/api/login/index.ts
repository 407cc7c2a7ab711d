import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loginBodySchema, loginResponseSchema } from '../../../../src/shared/contracts/auth'
import { AUTH_ERROR_CODES } from '../../../../src/shared/contracts/auth-constants'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { verifyPassword } from '../../../auth/password-hash'
import { searchCountryOf, searchCountryRuleOf } from '../../../auth/search-country'
import { setSessionCookie } from '../../../auth/session-cookie'
import { featuresOf } from '../../../db/repositories/customer-repository'
import { sendError } from '../../../http/send-error'
import { reposOf } from '../../../plugins/repos-of'
import { LOGIN_DELAYS, loginFailureKey } from '../../../shop/login-limits'

/**
 * Login (SPEC.md §3 "Login response"). The token goes into the HttpOnly cookie the SPA relies on
 * and into the body for API clients. Unknown user, wrong password and disabled login all answer
 * the same 401; a customer the ERP blocked gets 403 CUSTOMER_BLOCKED, after the right password only.
 * After a few failures in a row each further attempt waits a growing delay before it is even
 * evaluated (429 with Retry-After; server/shop/login-limits.ts). A browser the account logged in from before (its device cookie) has a streak of its own, untouched by strangers' failures.
 */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { cache: 'no-store' },
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
      const accountKey = loginFailureKey.account(email)
      const addressKey = loginFailureKey.address(request.ip)
      // A browser that logged in to this account before counts on its own streak, so failures from
      // anywhere else never slow the owner down (OWASP's device cookie, server/auth/device-cookie.ts).
      const device = app.deviceCookies.read(request, email)
      const deviceKey = device === null ? null : loginFailureKey.device(device)
      // Counted before the password check (a burst cannot outrun the count) and undone on success.
      const verdict = await app.attemptLimiter.takeProgressive(
        deviceKey
          ? [[deviceKey, LOGIN_DELAYS.perDevice]]
          : [
              [accountKey, LOGIN_DELAYS.perAccount],
              [addressKey, LOGIN_DELAYS.perAddress],
            ],
      )
      if (!verdict.allowed) {
        reply.header('Retry-After', String(verdict.retryAfter))
        return sendError(reply, 429, AUTH_ERROR_CODES.tooManyAttempts, 'Too many failed logins. Please try again later.')
      }

      const row = await reposOf(request).contacts.byEmailWithCustomer(email)
      const passwordOk = await verifyPassword(row?.password_hash, request.body.password)
      if (!row || !passwordOk || row.disabled === 1) {
        request.log.info({ loginFailed: true }, 'failed login')
        return sendError(reply, 401, AUTH_ERROR_CODES.invalidCredentials, 'Email address or password is wrong.')
      }
      // Said only to whoever knows the password: they can do nothing but call the wholesaler.
      if (row.blocked === 1) {
        request.log.info({ loginBlocked: true }, 'login of a blocked customer')
        return sendError(reply, 403, AUTH_ERROR_CODES.customerBlocked, 'Your company’s account is blocked. Please contact us.')
      }

      if (deviceKey) {
        // The known device's streak ends; the strangers' streak on the account stays as it is.
        await app.attemptLimiter.clear(deviceKey)
      } else {
        // The owner proved themselves: their streak ends. Others behind the same address may still be guessing.
        await app.attemptLimiter.clear(accountKey)
        await app.attemptLimiter.giveBack([addressKey])
      }
      const session = await app.sessionTokens.sign({
        sub: row.contact_id,
        cid: row.customer_id,
        role: row.role,
        gen: row.session_generation,
      })
      setSessionCookie(reply, request, session.token, session.expiresIn)
      app.deviceCookies.issue(reply, request, email)
      return {
        accessToken: session.token,
        expiresIn: session.expiresIn,
        userInfo: {
          given_name: row.first_name,
          family_name: row.last_name,
          billingAddress: { country: row.billing_country },
          searchCountry: searchCountryOf(row.billing_country, await searchCountryRuleOf(app)),
          contactId: row.contact_id,
          customerId: row.customer_id,
          entityID: row.entity_id,
          features: featuresOf(row),
        },
      }
    },
  )
}

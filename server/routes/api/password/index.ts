import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  newPasswordBodySchema,
  passwordResetRequestSchema,
  resetTokenParamsSchema,
  resetTokenStatusSchema,
} from '../../../../src/shared/contracts/auth'
import { AUTH_ERROR_CODES } from '../../../../src/shared/contracts/auth-constants'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { hashPassword } from '../../../auth/password-hash'
import { hashResetToken } from '../../../auth/reset-token'
import { sendResetMail } from '../../../auth/send-reset-mail'
import { sendError } from '../../../http/send-error'
import { reposOf } from '../../../plugins/repos-of'
import { LIMITS, loginFailureKey } from '../../../shop/login-limits'

const now = () => Math.floor(Date.now() / 1000)

function tooMany(reply: FastifyReply, retryAfter: number) {
  reply.header('Retry-After', String(retryAfter))
  return sendError(reply, 429, AUTH_ERROR_CODES.tooManyAttempts, 'Too many requests. Please try again later.')
}

/**
 * Password reset: a mail with a single-use link (token stored hashed, valid one hour); the link's
 * page checks the token, then sets the new password, which ends every older session of the contact.
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokenErrors = { 404: errorBodySchema, 410: errorBodySchema, 400: errorBodySchema, 429: errorBodySchema }

  /** Looks a token up; when it cannot be used, sends the error answer and returns null. */
  async function usableReset(request: FastifyRequest, token: string, reply: FastifyReply) {
    const addressKey = `reset-check:address:${request.ip}`
    const verdict = await app.attemptLimiter.check(addressKey, LIMITS.resetTokenChecksPerAddress)
    if (!verdict.allowed) {
      tooMany(reply, verdict.retryAfter)
      return null
    }
    await app.attemptLimiter.record(addressKey, LIMITS.resetTokenChecksPerAddress)
    const reset = await reposOf(request).passwordResets.byHash(hashResetToken(token))
    if (!reset) sendError(reply, 404, AUTH_ERROR_CODES.resetTokenNotFound, 'This reset link is not valid.')
    else if (reset.used_at !== null)
      sendError(reply, 410, AUTH_ERROR_CODES.resetTokenUsed, 'This reset link has already been used.')
    else if (reset.expires_at <= now()) sendError(reply, 410, AUTH_ERROR_CODES.resetTokenExpired, 'This reset link has expired.')
    else return reset
    return null
  }

  app.post(
    '/password/reset',
    {
      bodyLimit: 4 * 1024,
      schema: {
        summary: 'Request a password-reset mail',
        body: passwordResetRequestSchema,
        response: {
          202: z.object({ accepted: z.literal(true) }),
          400: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase()
      const accountKey = `reset-request:account:${email}`
      const addressKey = `reset-request:address:${request.ip}`
      const verdict = await app.attemptLimiter.checkAll([
        [accountKey, LIMITS.resetRequestsPerAccount],
        [addressKey, LIMITS.resetRequestsPerAddress],
      ])
      if (!verdict.allowed) return tooMany(reply, verdict.retryAfter)
      await app.attemptLimiter.record(accountKey, LIMITS.resetRequestsPerAccount)
      await app.attemptLimiter.record(addressKey, LIMITS.resetRequestsPerAddress)

      // The same answer, in the same time, whether or not the address has a login: the form must
      // not reveal customers (a known address took 1.8× as long while its mail was sent).
      const language = request.body.language
      app.afterReply.run('password-reset mail', async () => {
        await sendResetMail(app, email, language)
      })
      return reply.code(202).send({ accepted: true })
    },
  )

  app.get(
    '/password/reset/:token',
    {
      config: { cache: 'no-store' },
      schema: {
        summary: 'Check a password-reset link',
        params: resetTokenParamsSchema,
        response: { 200: resetTokenStatusSchema, ...tokenErrors },
      },
    },
    async (request, reply) => {
      const reset = await usableReset(request, request.params.token, reply)
      if (!reset) return reply
      return { valid: true as const, expiresAt: new Date(reset.expires_at * 1000).toISOString() }
    },
  )

  app.post(
    '/password/reset/:token',
    {
      bodyLimit: 4 * 1024,
      schema: {
        summary: 'Set a new password with a reset link; ends all older sessions',
        params: resetTokenParamsSchema,
        body: newPasswordBodySchema,
        response: { 204: z.null(), 403: errorBodySchema, ...tokenErrors },
      },
    },
    async (request, reply) => {
      const reset = await usableReset(request, request.params.token, reply)
      if (!reset) return reply
      const passwordHash = await hashPassword(request.body.password)
      // Checked again inside the transaction: two tabs submitting at once cannot both use the link.
      const consumed = await reposOf(request).passwordResets.consume(reset.token_hash, passwordHash, now())
      if (!consumed) return sendError(reply, 410, AUTH_ERROR_CODES.resetTokenUsed, 'This reset link has already been used.')
      // Only the mailbox's owner gets here: a lockout built up by strangers' guesses ends now.
      await app.attemptLimiter.clear(loginFailureKey.account(consumed.email))
      return reply.code(204).send(null)
    },
  )
}

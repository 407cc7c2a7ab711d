import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Half a year: a workshop's tablet stays known through a season; every login renews it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600
const NAME = 'login_device'
/** Sent only to the login, nowhere else. */
const PATH = '/api/login'

/** `__Secure-` over https (the `__Host-` prefix would need Path=/): no plain-http page can plant it. */
function cookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? `__Secure-${NAME}` : NAME
}

/**
 * OWASP's device cookie (Slow Down Online Guessing Attacks with Device Cookies): after a successful
 * login the browser gets `{nonce}.{HMAC(login, nonce)}`, signed with a key derived from the session
 * secret. The login is not in the cookie; a cookie only proves "this browser logged in to this
 * account before", so it counts for that account alone and nothing can be forged or moved to another.
 */
export function createDeviceCookies(secret: Uint8Array) {
  const key = crypto.createHmac('sha256', secret).update('login-device-cookie:v1').digest()
  const signatureOf = (email: string, nonce: string) =>
    crypto.createHmac('sha256', key).update(`${email.toLowerCase()}\n${nonce}`).digest()

  return {
    /** The nonce of the device cookie this request carries for `email`, or null (none, forged, another account's). */
    read(request: FastifyRequest, email: string): string | null {
      const [nonce, signature, ...rest] = (request.cookies[cookieName(request)] ?? '').split('.')
      if (!nonce || !signature || rest.length > 0 || nonce.length > 64) return null
      const given = Buffer.from(signature, 'base64url')
      const expected = signatureOf(email, nonce)
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? nonce : null
    },

    /** A new device cookie for `email` (a new nonce each login, so a streak on the old one ends with it). */
    issue(reply: FastifyReply, request: FastifyRequest, email: string) {
      const nonce = crypto.randomBytes(16).toString('base64url')
      reply.setCookie(cookieName(request), `${nonce}.${signatureOf(email, nonce).toString('base64url')}`, {
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
        path: PATH,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      })
    },
  }
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>

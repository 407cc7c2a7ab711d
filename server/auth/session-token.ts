import crypto from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'

/** Eight hours: one working day in the workshop, then a fresh login. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60

const ALGORITHM = 'HS256'
export const TOKEN_ISSUER = 'parts-shop'
/** The shop API and the admin service (tokenKih) get tokens for different audiences: one is never the other. */
export const AUDIENCE = { shop: 'parts-shop-api', kih: 'parts-shop-kih' } as const
export type Audience = keyof typeof AUDIENCE

export type SessionClaims = {
  /** contactId */
  sub: string
  /** customerId, checked against the contact's customer on every request */
  cid: string
  role: 'customer' | 'admin'
  /** the contact's session generation at issue time; a password reset raises it */
  gen: number
  /**
   * An admin-service token's shop session (its jti): logging out of the shop ends the admin token
   * too, wherever it was copied to (a Bearer header). Absent on shop sessions.
   */
  sid?: string
  jti: string
  iat: number
  exp: number
}

export function createSessionTokens(secret: Uint8Array) {
  return {
    async sign(
      claims: Pick<SessionClaims, 'sub' | 'cid' | 'role' | 'gen' | 'sid'>,
      audience: Audience = 'shop',
      now = Math.floor(Date.now() / 1000),
    ) {
      const jti = crypto.randomUUID()
      const exp = now + SESSION_TTL_SECONDS
      const token = await new SignJWT({
        cid: claims.cid,
        role: claims.role,
        gen: claims.gen,
        ...(claims.sid ? { sid: claims.sid } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(AUDIENCE[audience])
        .setJti(jti)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(secret)
      return { token, jti, exp, expiresIn: SESSION_TTL_SECONDS }
    },

    /**
     * The claims of a token this shop signed for `audience`, or null. The algorithm is pinned to
     * HS256, so `alg: none` and tokens signed with any other key or algorithm are refused.
     */
    async verify(token: string, audience: Audience = 'shop'): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: AUDIENCE[audience],
          requiredClaims: ['sub', 'jti', 'exp', 'iat'],
        })
        const { sub, cid, role, gen, sid, jti, iat, exp } = payload
        if (typeof cid !== 'string' || (role !== 'customer' && role !== 'admin') || typeof gen !== 'number') return null
        if (sid !== undefined && typeof sid !== 'string') return null
        const claims: SessionClaims = {
          sub: sub as string,
          cid,
          role,
          gen,
          jti: jti as string,
          iat: iat as number,
          exp: exp as number,
        }
        return sid === undefined ? claims : { ...claims, sid }
      } catch (error) {
        if (error instanceof errors.JOSEError) return null
        throw error
      }
    },
  }
}

export type SessionTokens = ReturnType<typeof createSessionTokens>

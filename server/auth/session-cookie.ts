import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The session cookie: HttpOnly (no script reads it), Secure and SameSite=Strict always (Chromium
 * and Firefox accept Secure cookies on http://localhost, so the e2e run over plain http works too),
 * and `__Host-` prefixed over https so no subdomain can plant or overwrite it.
 */
export const SESSION_COOKIE = { shop: 'session', kih: 'kih_session' } as const
type Kind = keyof typeof SESSION_COOKIE

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https'
}

export function cookieName(request: FastifyRequest, kind: Kind = 'shop'): string {
  return isHttps(request) ? `__Host-${SESSION_COOKIE[kind]}` : SESSION_COOKIE[kind]
}

export function readSessionCookie(request: FastifyRequest, kind: Kind = 'shop'): string | undefined {
  const value = request.cookies[cookieName(request, kind)]
  return value || undefined
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  maxAge: number,
  kind: Kind = 'shop',
) {
  reply.setCookie(cookieName(request, kind), token, { httpOnly: true, secure: true, sameSite: 'strict', path: '/', maxAge })
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, kind: Kind = 'shop') {
  reply.clearCookie(cookieName(request, kind), { httpOnly: true, secure: true, sameSite: 'strict', path: '/' })
}

import type { FastifyReply, FastifyRequest } from 'fastify'
import { ADMIN_ERROR_CODES } from '../../src/shared/contracts/admin-constants'
import { AUTH_ERROR_CODES } from '../../src/shared/contracts/auth-constants'
import { resolveSession } from '../auth/resolve-session'
import { readSessionCookie } from '../auth/session-cookie'
import { sendError } from '../http/send-error'
import type { AdminCaller } from './audit-log'

declare module 'fastify' {
  interface FastifyRequest {
    /** The administrator behind a verified admin-service token (tokenKih); set only on /api/admin routes. */
    kihAdmin?: AdminCaller
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return typeof header === 'string' && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : undefined
}

/**
 * onRequest of every /api/admin route: only the admin-service token (SPEC.md §3 tokenKih, from
 * POST /api/loginKih) opens the admin API; a shop session never does. A customer's shop session is
 * refused with 403; an administrator with only a shop session gets 401 KIH_REQUIRED (the SPA then
 * asks for the admin token); a forged, expired or revoked token 401 like no token at all.
 */
export async function requireKihAdmin(request: FastifyRequest, reply: FastifyReply) {
  const token = readSessionCookie(request, 'kih') ?? bearerToken(request)
  const session = token ? await resolveSession(request.server, token, 'kih') : null
  if (session?.auth.role === 'admin') {
    const contact = await request.server.repos.contacts.byIdWithCustomer(session.auth.contactId)
    request.kihAdmin = { ...session.auth, email: contact?.email ?? '' }
    return
  }
  if (request.auth?.role === 'customer' || session?.auth.role === 'customer') {
    return sendError(reply, 403, AUTH_ERROR_CODES.forbidden, 'Only administrators may do this.')
  }
  if (request.auth?.role === 'admin') {
    return sendError(reply, 401, ADMIN_ERROR_CODES.kihRequired, 'Log in to the admin area first (POST /api/loginKih).')
  }
  if (token) return sendError(reply, 401, AUTH_ERROR_CODES.sessionInvalid, 'The session has ended. Please log in again.')
  return sendError(reply, 401, AUTH_ERROR_CODES.authRequired, 'Please log in.')
}

/** The administrator of a route behind requireKihAdmin; a missing one is a wiring bug. */
export function kihAdminOf(request: FastifyRequest): AdminCaller {
  if (!request.kihAdmin) throw new Error(`${request.url} reached its handler without an admin-service token`)
  return request.kihAdmin
}

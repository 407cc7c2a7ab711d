import cookie from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AUTH_ERROR_CODES } from '../../src/shared/contracts/auth-constants'
import { INTEGRATION_ERROR_CODES, type IntegrationScope } from '../../src/shared/contracts/integration-constants'
import { requireKihAdmin } from '../admin/require-kih-admin'
import { type AfterReply, createAfterReply } from '../auth/after-reply'
import { readApiKey } from '../auth/api-key-secret'
import { type AttemptLimiter, createAttemptLimiter } from '../auth/attempt-limits'
import type { AuthContext } from '../auth/auth-context'
import { isStateChanging, refusedAsCrossSite } from '../auth/csrf'
import { createDeviceCookies, type DeviceCookies } from '../auth/device-cookie'
import { readIntegrationKey } from '../auth/integration-key-secret'
import { authenticateApiKey } from '../auth/resolve-api-key'
import { authenticateIntegrationKey } from '../auth/resolve-integration-key'
import { resolveSession } from '../auth/resolve-session'
import { readSessionCookie } from '../auth/session-cookie'
import { resolveSessionSecret } from '../auth/session-secret'
import { createSessionTokens, type SessionTokens } from '../auth/session-token'
import { syncDemoUsers } from '../catalog/demo-users'
import { exclusively } from '../db/postgres'
import { sendError } from '../http/send-error'
import { createMailTransport, type MailTransport } from '../mail/mail-transport'

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens
    /** Known devices for the login's limits (server/auth/device-cookie.ts). */
    deviceCookies: DeviceCookies
    attemptLimiter: AttemptLimiter
    mail: MailTransport
    /** Work run after answering (the reset mail); see server/auth/after-reply.ts. */
    afterReply: AfterReply
    /** Every API route (method + URL pattern) registered after this plugin; the authorization matrix walks it. */
    apiRouteList: Array<{ method: string; url: string }>
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: `customer` any logged-in caller, `admin` an administrator's shop session,
     * `admin-service` the admin area's own token (tokenKih), `integration` a system's integration key
     * holding `integrationScope`. Set per route group (server/plugins/route-group.ts).
     */
    auth?: keyof typeof ACCESS_CHECKS
    /** The scope an integration key needs for a route with `auth: 'integration'`. */
    integrationScope?: IntegrationScope
    /**
     * A route open to visitors whose answer depends on the session (search prices): a token that no
     * longer verifies gets 401 SESSION_INVALID instead of a visitor's answer, so the SPA learns that its
     * session ended (SPEC.md §4/§8). A request without any token still gets the visitor's answer.
     */
    refuseDeadSession?: boolean
  }
}

/** Requests that carried a token which did not verify: they answer 401 SESSION_INVALID, not AUTH_REQUIRED. */
const invalidTokenRequests = new WeakSet<FastifyRequest>()

/** The token a request carries: a Bearer header (API clients) wins over the cookie (the SPA). */
export function readRequestToken(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization
  if (typeof header === 'string' && /^Bearer\s+/i.test(header))
    return { token: header.replace(/^Bearer\s+/i, '').trim(), via: 'bearer' }
  const fromCookie = readSessionCookie(request)
  return fromCookie ? { token: fromCookie, via: 'cookie' } : null
}

/**
 * Sessions: sets `request.auth` from a verified token (cookie or Bearer) before any API route runs,
 * refuses cross-site state changes, and provides the token signer, attempt limiter and mail transport.
 * Demo users are created (or, with DEMO_USERS=false, disabled) when the app starts.
 */
export const authPlugin = fp(async (app) => {
  await app.register(cookie)
  const secret = resolveSessionSecret(app.config)
  app.decorate('sessionTokens', createSessionTokens(secret))
  app.decorate('deviceCookies', createDeviceCookies(secret))
  app.decorate('attemptLimiter', createAttemptLimiter(app.repos.authCounters))
  app.decorate('mail', createMailTransport(app.config))
  app.decorate('afterReply', createAfterReply(app.log))
  app.addHook('onClose', async () => app.afterReply.settled())
  const demo = await exclusively(app.db, 'start:demo-users', () => syncDemoUsers(app.repos, app.config.demoUsers))
  if (demo.created > 0) app.log.info(`created ${demo.created} demo logins`)
  if (app.config.demoUsersRefused) {
    app.log.warn(`demo logins are off: PUBLIC_URL ${app.config.publicUrl} is not localhost (set DEMO_USERS=true to keep them)`)
  }
  const publicOrigin = new URL(app.config.publicUrl).origin

  const apiRouteList: Array<{ method: string; url: string }> = []
  app.decorate('apiRouteList', apiRouteList)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRouteList.push({ method, url: route.url })
  })

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return
    const refused = await identifyCaller(request, reply)
    if (refused) return refused
    const { auth: required, refuseDeadSession } = request.routeOptions.config
    if (refuseDeadSession && invalidTokenRequests.has(request)) return sendSessionEnded(reply)
    // Before the body is parsed and validated: an anonymous caller learns nothing of a route's input.
    if (required) return ACCESS_CHECKS[required](request, reply)
  })

  /**
   * Sets `request.auth` from an API key, a Bearer header or the session cookie. Answers (and returns
   * the reply) only to refuse: a dead API key, a key without the route's scope, a cross-site change.
   */
  async function identifyCaller(request: FastifyRequest, reply: FastifyReply) {
    // A system's integration key (issue 28): checked first, so it never falls through to a session or a customer's key.
    const integrationKey = readIntegrationKey(request)
    if (integrationKey !== null) return authenticateIntegrationKey(app, request, reply, integrationKey)
    // A partner system's API key (issue 14): its own checks and scopes, never the session's.
    const apiKey = readApiKey(request)
    if (apiKey !== null) return authenticateApiKey(app, request, reply, apiKey)
    const found = readRequestToken(request)
    if (isStateChanging(request.method) && refusedAsCrossSite(request, found?.via === 'cookie', publicOrigin)) {
      return sendError(reply, 403, AUTH_ERROR_CODES.csrfRejected, 'Cross-site request refused.')
    }
    if (!found) return
    const session = await resolveSession(app, found.token)
    if (session) request.auth = session.auth
    else invalidTokenRequests.add(request)
  }
})

const sendSessionEnded = (reply: FastifyReply) =>
  sendError(reply, 401, AUTH_ERROR_CODES.sessionInvalid, 'The session has ended. Please log in again.')

/** Routes any logged-in customer may call. */
async function requireAuth(request: FastifyRequest, reply: FastifyReply) {
  if (request.auth) return
  if (invalidTokenRequests.has(request)) return sendSessionEnded(reply)
  return sendError(reply, 401, AUTH_ERROR_CODES.authRequired, 'Please log in.')
}

/** Routes for an administrator's shop session. */
async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  if (!request.auth) return requireAuth(request, reply)
  if (request.auth.role !== 'admin') return sendError(reply, 403, AUTH_ERROR_CODES.forbidden, 'Only administrators may do this.')
}

/**
 * Routes for systems with an integration key holding the route's scope. A customer's session or API
 * key and an administrator's session are known callers of the wrong kind (403); nobody at all, 401.
 */
async function requireIntegration(request: FastifyRequest, reply: FastifyReply) {
  const scope = request.routeOptions.config.integrationScope
  if (request.integration) {
    if (scope && request.integration.scopes.includes(scope)) return
    return sendError(reply, 403, INTEGRATION_ERROR_CODES.scopeMissing, `This integration key lacks the scope ${scope}.`)
  }
  if (request.auth) {
    return sendError(reply, 403, INTEGRATION_ERROR_CODES.notAnIntegration, 'Only integration keys may call this route.')
  }
  return sendError(reply, 401, INTEGRATION_ERROR_CODES.keyRequired, 'This route needs an integration key (X-Integration-Key).')
}

const ACCESS_CHECKS = {
  customer: requireAuth,
  admin: requireAdmin,
  'admin-service': requireKihAdmin,
  integration: requireIntegration,
}

/** The caller of a route with `auth: 'customer'` or `'admin'`; a missing one is a wiring bug, not a 401. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`${request.url} reached its handler without a verified session`)
  return request.auth
}

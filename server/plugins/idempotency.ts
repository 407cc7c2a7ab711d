import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { CART_ERROR_CODES } from '../../src/shared/contracts/cart-constants'
import { sendError } from './errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stores its first outcome per Idempotency-Key and customer and answers it again for retries. */
    idempotent?: boolean
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const claims = new WeakMap<FastifyRequest, { customerId: string; key: string }>()
const PRUNE_INTERVAL_MS = 3600_000

/** Key order must not make two equal payloads look different. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

export function requestHash(method: string, route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${route}\n${canonicalJson(body)}`)
    .digest('hex')
}

/**
 * Makes retries safe (DESIGN.md "Writes"): a route with `config: { idempotent: true }` needs an
 * `Idempotency-Key` (UUID). The first outcome is stored per key and customer for 7 days and answered
 * again for a retry with the same payload; another payload → 422; a retry while the first still runs → 409.
 * 409 means only that (the offline queue retries it); refusals of the change itself (duplicate line,
 * changed cart) answer 422 with their own code, final for every retry.
 * Runs after validation (a malformed body is refused before any key is spent) and before the route's
 * own preHandlers; anonymous callers pass through so the route's requireAuth answers them.
 */
export const idempotencyPlugin = fp(async (app) => {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent || !request.auth) return
    const header = request.headers['idempotency-key']
    if (header === undefined || header === '') {
      return sendError(reply, 400, CART_ERROR_CODES.idempotencyKeyRequired, 'This change needs an Idempotency-Key header.')
    }
    if (typeof header !== 'string' || !UUID.test(header)) {
      return sendError(reply, 400, CART_ERROR_CODES.idempotencyKeyInvalid, 'The Idempotency-Key must be a UUID.')
    }
    const key = header.toLowerCase()
    const { customerId } = request.auth
    const hash = requestHash(request.method, request.routeOptions.url ?? request.url, request.body)
    const result = await app.repos.idempotency.claim(customerId, key, hash)
    if (result.claimed) {
      claims.set(request, { customerId, key })
      return
    }
    const { existing } = result
    if (existing.requestHash !== hash) {
      return sendError(reply, 422, CART_ERROR_CODES.idempotencyKeyReused, 'This Idempotency-Key was used for another request.')
    }
    if (existing.state === 'running' || existing.statusCode === null) {
      reply.header('retry-after', '1')
      return sendError(reply, 409, CART_ERROR_CODES.idempotencyInProgress, 'The first request with this key is still running.')
    }
    return reply
      .code(existing.statusCode)
      .header('idempotent-replayed', 'true')
      .header('cache-control', 'no-store')
      .type('application/json')
      .send(existing.responseBody ?? '')
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request)
    if (!claim) return payload
    claims.delete(request)
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null
    if (reply.statusCode >= 500 || body === null) await app.repos.idempotency.release(claim.customerId, claim.key)
    else await app.repos.idempotency.complete(claim.customerId, claim.key, reply.statusCode, body)
    return payload
  })

  // A request that never reached onSend (aborted connection) must not block its key for good.
  app.addHook('onResponse', async (request) => {
    const claim = claims.get(request)
    if (claim) await app.repos.idempotency.release(claim.customerId, claim.key)
  })

  const prune = () => app.repos.idempotency.pruneExpired().catch((err) => app.log.warn({ err }, 'idempotency prune failed'))
  app.addHook('onReady', async () => {
    await prune()
  })
  const timer = setInterval(prune, PRUNE_INTERVAL_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
})

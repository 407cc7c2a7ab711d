import { createHash } from 'node:crypto'
import type { FastifyRequest, RouteHandlerMethod } from 'fastify'
import fp from 'fastify-plugin'
import type { ControlledTransaction } from 'kysely'
import { IDEMPOTENCY_ERROR_CODES, IDEMPOTENCY_HEADER } from '../../src/shared/contracts/idempotency'
import { changeOwnerOf } from '../auth/integration-caller'
import { isPostgresDb, serializeOn } from '../db/dialect'
import { keepRenewing, LEASE } from '../db/lease'
import { createIdempotencyRepository, type IdempotencyClaim } from '../db/repositories/idempotency-repository'
import type { Database } from '../db/schema'
import { sendError } from '../http/send-error'
import { attachChangeTransaction } from './change-transaction'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stores its first outcome per Idempotency-Key and customer and answers it again for retries. */
    idempotent?: boolean
    /** What of the first answer is kept for replays, when not all of it may be stored (a new API key's secret). */
    storedForReplay?: (body: string) => string
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
type Claim = IdempotencyClaim & { trx?: ControlledTransaction<Database>; stopRenewing: () => void }
const claims = new WeakMap<FastifyRequest, Claim>()
const PRUNE_INTERVAL_MS = 3600_000
/** A replay of a change whose answer was dropped by the per-customer cap: applied, nothing to show. */
export const IDEMPOTENT_ANSWER_DISCARDED = 'IDEMPOTENT_ANSWER_DISCARDED'

/**
 * The claim of a change being handled by an idempotent route, as checked and claimed here (its key a
 * UUID in lower case): the one way a route reads it (createDownload stores its answer under it).
 */
export function idempotencyClaimOf(request: FastifyRequest): IdempotencyClaim {
  const claim = claims.get(request)
  if (!claim) throw new Error(`${request.method} ${request.url} holds no claimed Idempotency-Key: is its route idempotent?`)
  return { customerId: claim.customerId, key: claim.key, lease: claim.lease }
}

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

/** The lock every change transaction of one customer takes first; rules shared by customers add their own after it. */
const customerChangesKey = (customerId: string) => `customer-changes:${customerId}`

/** Outcomes not worth replaying: a server error, or a limit that lifts by itself; the retry runs again. */
const isReplayable = (statusCode: number) => statusCode < 500 && statusCode !== 429

/**
 * Makes retries safe (DESIGN.md "Writes"): a route with `config: { idempotent: true }` needs an
 * `Idempotency-Key` (UUID). The first outcome is stored per key and customer (IDEMPOTENCY_TTL_SECONDS,
 * longer than the offline queue keeps a change) and answered again for a retry with the same payload;
 * another payload → 422; a retry while the first still runs → 409.
 * Exactly once through crashes (docs/decisions/004): the handler runs inside one transaction, opened
 * here and committed in onSend together with the stored answer; routes write through `changeDb(request)`.
 * A crash before the commit leaves neither the change nor the answer, only the claim, which the next
 * start drops (SQLite) or a retry takes over once its lease has ended: the claim is leased to its
 * request and renewed while it runs (server/db/lease.ts), and an answer is stored only by the claim's
 * owner, so a request that lost its claim rolls back instead of running the change a second time.
 * 409 means only that (the offline queue retries it); refusals of the change itself (duplicate line,
 * changed cart) answer 422 with their own code, final for every retry.
 * Runs after validation (a malformed body is refused before any key is spent) and before the route's
 * own preHandlers. A route that needs a login refuses anonymous callers before this (its `config.auth`, plugins/auth.ts).
 */
export const idempotencyPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return
    const handler = route.handler as RouteHandlerMethod
    route.handler = async function runInChangeTransaction(request, reply) {
      const claim = claims.get(request)
      if (claim) {
        claim.trx = await app.db.startTransaction().execute()
        attachChangeTransaction(request, claim.trx)
        // One customer's changes run one after the other (docs/decisions/014): every rule that reads,
        // checks and writes the customer's own rows (its cart, caps, return pieces) holds under
        // concurrent requests with different keys, on PostgreSQL as on SQLite's single writer.
        await serializeOn(claim.trx, customerChangesKey(claim.customerId))
      }
      return handler.call(this, request, reply)
    }
  })

  app.addHook('preHandler', async (request, reply) => {
    // Keys are scoped per customer, or per integration key for a system (changeOwnerOf).
    const customerId = changeOwnerOf(request)
    if (!request.routeOptions.config.idempotent || customerId === null) return
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()]
    if (header === undefined || header === '') {
      return sendError(reply, 400, IDEMPOTENCY_ERROR_CODES.keyRequired, 'This change needs an Idempotency-Key header.')
    }
    if (typeof header !== 'string' || !UUID.test(header)) {
      return sendError(reply, 400, IDEMPOTENCY_ERROR_CODES.keyInvalid, 'The Idempotency-Key must be a UUID.')
    }
    const key = header.toLowerCase()
    const hash = requestHash(request.method, request.routeOptions.url ?? request.url, request.body)
    const result = await app.repos.idempotency.claim(customerId, key, hash)
    if (result.claimed) {
      const { claim } = result
      // However long the change runs, its claim stays its own while this process lives.
      const stopRenewing = keepRenewing(
        () => app.repos.idempotency.renew(claim),
        LEASE.renewEveryMs,
        (err) => app.log.warn({ err }, 'idempotency claim renewal failed'),
      )
      claims.set(request, { ...claim, stopRenewing })
      return
    }
    const { existing } = result
    if (existing.requestHash !== hash) {
      return sendError(reply, 422, IDEMPOTENCY_ERROR_CODES.keyReused, 'This Idempotency-Key was used for another request.')
    }
    if (existing.state === 'done' && existing.responseBody === null) {
      return sendError(reply, 410, IDEMPOTENT_ANSWER_DISCARDED, 'This change was applied; its answer is no longer kept.')
    }
    if (existing.state === 'running' || existing.statusCode === null) {
      reply.header('retry-after', '1')
      return sendError(reply, 409, IDEMPOTENCY_ERROR_CODES.inProgress, 'The first request with this key is still running.')
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
    claim.stopRenewing()
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null
    if (!isReplayable(reply.statusCode) || body === null) {
      await abandon(claim)
      return payload
    }
    try {
      const stored = request.routeOptions.config.storedForReplay?.(body) ?? body
      await createIdempotencyRepository(claim.trx ?? app.db).complete(claim, reply.statusCode, stored)
      await claim.trx?.commit().execute()
    } catch (error) {
      await abandon(claim)
      throw error
    }
    await app.repos.idempotency.trimAnswers(claim.customerId)
    return payload
  })

  /** Undoes the change (if the handler began one) and frees the key for a retry. */
  async function abandon(claim: Claim) {
    claim.stopRenewing()
    // After a failed commit SQLite may have rolled back already; the key must be freed either way.
    await claim.trx
      ?.rollback()
      .execute()
      .catch((err) => app.log.warn({ err }, 'idempotent change: rollback failed'))
    await app.repos.idempotency.release(claim)
  }

  // A request that never reached onSend (aborted connection) must not block its key for good.
  app.addHook('onResponse', async (request) => {
    const claim = claims.get(request)
    claims.delete(request)
    if (claim) await abandon(claim)
  })

  const prune = () => app.repos.idempotency.pruneExpired().catch((err) => app.log.warn({ err }, 'idempotency prune failed'))
  app.addHook('onReady', async () => {
    // On SQLite one process owns the database: a claim still running at start belongs to a process
    // that died before its commit, so it holds no change and a retry may run at once. On PostgreSQL
    // another instance's running claims look the same; a dead one's are taken over once their lease ends.
    if (!isPostgresDb(app.db)) {
      const dropped = await app.repos.idempotency.dropRunningClaims()
      if (dropped > 0) app.log.warn(`dropped ${dropped} idempotency claims left by a crash`)
    }
    await prune()
  })
  const timer = setInterval(prune, PRUNE_INTERVAL_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
})

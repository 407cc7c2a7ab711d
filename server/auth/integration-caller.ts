import type { FastifyRequest } from 'fastify'
import type { IntegrationScope } from '../../src/shared/contracts/integration-constants'

/** A system calling with a verified integration key: never a customer, never an administrator. */
export type IntegrationCaller = { keyId: string; name: string; prefix: string; scopes: IntegrationScope[] }

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin from a verified, unrevoked integration key (server/auth/resolve-integration-key.ts). */
    integration?: IntegrationCaller
  }
}

/** The system behind a route with `auth: 'integration'`; a missing one is a wiring bug, not a 401. */
export function integrationCallerOf(request: FastifyRequest): IntegrationCaller {
  if (!request.integration) throw new Error(`${request.url} reached its handler without an integration key`)
  return request.integration
}

/**
 * Whose changes and budgets a request counts against: the customer of a session or API key, or the
 * integration key. The prefix keeps a key's id from ever meeting a customer id in one table
 * (idempotency answers, rate-limit counters, the change lock).
 */
export function changeOwnerOf(request: FastifyRequest): string | null {
  if (request.integration) return `integration:${request.integration.keyId}`
  return request.auth?.customerId ?? null
}

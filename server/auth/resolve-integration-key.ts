import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { INTEGRATION_ERROR_CODES } from '../../src/shared/contracts/integration-constants'
import { sendError } from '../http/send-error'
import { hashIntegrationKey } from './integration-key-secret'

/** Writing last-used on every call would make each batch one more write; once a minute is what the list shows. */
const TOUCH_EVERY_MS = 60_000

/**
 * A request with an integration key acts as that system and nothing else: no customer, no admin.
 * An unknown or revoked key is refused with 401 on every route, so a system learns its key is dead
 * instead of getting anonymous answers. Scopes are checked per route (plugins/auth.ts, `integrationScope`).
 */
export async function authenticateIntegrationKey(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
) {
  const key = await app.repos.integrationKeys.byHash(hashIntegrationKey(secret))
  if (!key || key.revokedAt !== null) {
    return sendError(reply, 401, INTEGRATION_ERROR_CODES.keyInvalid, 'This integration key is unknown or was revoked.')
  }
  const now = new Date()
  if (!key.lastUsedAt || now.getTime() - Date.parse(key.lastUsedAt) >= TOUCH_EVERY_MS) {
    await app.repos.integrationKeys.touch(key.id, now.toISOString())
  }
  request.integration = { keyId: key.id, name: key.name, prefix: key.prefix, scopes: key.scopes }
}

import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { INTEGRATION_KEY_HEADER, INTEGRATION_KEY_PREFIX } from '../../src/shared/contracts/integration-constants'
import { hashApiKey } from './api-key-secret'

/** Visible part kept beside the hash, so an administrator can tell keys apart: `ik_` and 8 characters. */
const VISIBLE_LENGTH = INTEGRATION_KEY_PREFIX.length + 8

/** Same idea as customers' API keys (api-key-secret.ts): 32 random bytes, stored as their sha256. */
export function newIntegrationKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${INTEGRATION_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  return { secret, prefix: secret.slice(0, VISIBLE_LENGTH), hash: hashApiKey(secret) }
}

export const hashIntegrationKey = hashApiKey

/** An integration key from `X-Integration-Key` or `Authorization: Bearer ik_…`; sessions and `pk_` keys never start with `ik_`. */
export function readIntegrationKey(request: FastifyRequest): string | null {
  const header = request.headers[INTEGRATION_KEY_HEADER.toLowerCase()]
  if (typeof header === 'string' && header.trim() !== '') return header.trim()
  const authorization = request.headers.authorization
  if (typeof authorization !== 'string') return null
  const bearer = authorization.replace(/^Bearer\s+/i, '').trim()
  return bearer !== authorization && bearer.startsWith(INTEGRATION_KEY_PREFIX) ? bearer : null
}

import { createHash, randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { API_KEY_PREFIX } from '../../src/shared/contracts/services-constants'

/** Visible part of a key kept beside its hash, so the customer can tell keys apart: `pk_` and 8 characters. */
const VISIBLE_LENGTH = API_KEY_PREFIX.length + 8

/** sha256 is enough here (unlike passwords): the key is 32 random bytes, nothing to guess from a dictionary. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  return { secret, prefix: secret.slice(0, VISIBLE_LENGTH), hash: hashApiKey(secret) }
}

/** An API key from `X-API-Key` or `Authorization: Bearer pk_…`; session tokens (JWTs) never start with `pk_`. */
export function readApiKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key']
  if (typeof header === 'string' && header.trim() !== '') return header.trim()
  const authorization = request.headers.authorization
  if (typeof authorization !== 'string') return null
  const bearer = authorization.replace(/^Bearer\s+/i, '').trim()
  return bearer !== authorization && bearer.startsWith(API_KEY_PREFIX) ? bearer : null
}

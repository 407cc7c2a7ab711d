import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SERVICE_ERROR_CODES } from '../../src/shared/contracts/services-constants'
import { createApiKeyRepository } from '../db/repositories/api-key-repository'
import { sendError } from '../http/send-error'
import { scopeOfRoute } from './api-key-scopes'
import { hashApiKey } from './api-key-secret'
import { authContextOf, mayActFor } from './resolve-session'
import { searchCountryRuleOf } from './search-country'

/** Writing last-used on every call would turn each read into a write; once a minute is what the page shows. */
const TOUCH_EVERY_MS = 60_000

/**
 * A request with an API key acts as the key's customer (through the contact who made it) with exactly
 * the key's scopes. An unknown or revoked key, or a contact that no longer may log in (locked, or its customer blocked by the ERP), is refused with
 * 401 on every route, public ones included: a partner system must learn that its key is dead rather
 * than get anonymous answers. A route outside the key's scopes (or not open to keys at all) → 403.
 */
export async function authenticateApiKey(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, secret: string) {
  const keys = createApiKeyRepository(app.db)
  const key = await keys.byHash(hashApiKey(secret))
  const contact = key && key.revoked_at === null ? await app.repos.contacts.byIdWithCustomer(key.contact_id) : undefined
  if (!key || !contact || !mayActFor(contact) || contact.customer_id !== key.customer_id) {
    return sendError(reply, 401, SERVICE_ERROR_CODES.apiKeyInvalid, 'This API key is unknown or was revoked.')
  }
  const scope = scopeOfRoute(request.method === 'HEAD' ? 'GET' : request.method, request.routeOptions.url)
  if (!scope || !key.scopeList.includes(scope)) {
    return sendError(reply, 403, SERVICE_ERROR_CODES.apiKeyScopeMissing, 'This API key may not call this route.')
  }
  const now = new Date()
  if (!key.last_used_at || now.getTime() - Date.parse(key.last_used_at) >= TOUCH_EVERY_MS) {
    await keys.touch(key.id, now.toISOString())
  }
  // An API key is a customer's credential, never an administrator's.
  request.auth = { ...authContextOf(contact, await searchCountryRuleOf(app)), role: 'customer' }
}

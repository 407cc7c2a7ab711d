import type { FastifyInstance } from 'fastify'
import { featuresOf } from '../db/repositories/customer-repository'
import type { AuthContext } from './auth-context'
import { type SearchCountryRule, searchCountryOf, searchCountryRuleOf } from './search-country'
import type { Audience, SessionClaims } from './session-token'

/**
 * A token's caller, or null. Beyond the signature: the token is not on the denylist (logout), the
 * contact still exists, is enabled, belongs to the token's customer and that customer is not blocked (ERP), and no password reset has
 * ended its sessions since (generation); an admin-service token's shop session has not ended either.
 * Features come from the database, so a change applies at once.
 */
/** Recording every request would write on every read; once a minute is precise enough for hours. */
const TOUCH_EVERY_SECONDS = 60

/** A session unused for SESSION_IDLE_MINUTES ends, even inside its 8 hours (a shared workshop tablet). */
async function idleTooLong(app: FastifyInstance, claims: SessionClaims, now = Math.floor(Date.now() / 1000)) {
  const recorded = await app.repos.sessions.lastSeen(claims.jti)
  const lastSeen = recorded ?? claims.iat
  if (now - lastSeen > app.config.sessionIdleMinutes * 60) return true
  if (recorded === undefined || now - lastSeen >= TOUCH_EVERY_SECONDS) {
    await app.repos.sessions.touch(claims.jti, now, claims.exp)
  }
  return false
}

export async function resolveSession(
  app: FastifyInstance,
  token: string,
  audience: Audience = 'shop',
): Promise<{ auth: AuthContext; claims: SessionClaims } | null> {
  const claims = await app.sessionTokens.verify(token, audience)
  if (!claims) return null
  if (await app.repos.sessions.isRevoked(claims.jti)) return null
  // An admin-service token lives only as long as the shop session it was issued to.
  if (claims.sid !== undefined && (await app.repos.sessions.isRevoked(claims.sid))) return null
  if (await idleTooLong(app, claims)) return null
  const row = await app.repos.contacts.byIdWithCustomer(claims.sub)
  if (!row || !mayActFor(row) || row.customer_id !== claims.cid || row.session_generation !== claims.gen) return null
  if (row.role !== claims.role) return null
  return { claims, auth: authContextOf(row, await searchCountryRuleOf(app)) }
}

/**
 * A contact may act (session or API key) while enabled and while the ERP has not blocked its customer;
 * read on every request, so a lock or a block ends every session at once (issue 29).
 */
export function mayActFor(row: { disabled: number; blocked: number }): boolean {
  return row.disabled === 0 && row.blocked === 0
}

type ContactWithCustomer = NonNullable<Awaited<ReturnType<FastifyInstance['repos']['contacts']['byIdWithCustomer']>>>

/** The caller a verified contact stands for: a session's, or an API key's (server/auth/resolve-api-key.ts). */
export function authContextOf(row: ContactWithCustomer, rule: SearchCountryRule): AuthContext {
  return {
    customerId: row.customer_id,
    contactId: row.contact_id,
    role: row.role,
    entityID: row.entity_id,
    billingCountry: row.billing_country,
    searchCountry: searchCountryOf(row.billing_country, rule),
    priceGroup: row.price_group,
    currency: row.currency,
    features: featuresOf(row),
  }
}

import { API_KEY_ROUTE_SCOPES } from '../../src/shared/contracts/api-key-scopes'
import type { ApiScope } from '../../src/shared/contracts/services-constants'

/** The scope an API key needs for a route (src/shared/contracts/api-key-scopes.ts), or null when keys may not call it. */
export function scopeOfRoute(method: string, url: string | undefined): ApiScope | null {
  return url ? (API_KEY_ROUTE_SCOPES[`${method} ${url}`] ?? null) : null
}

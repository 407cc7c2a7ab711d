import type { Features } from '../src/shared/contracts/account'
import type { SettingsCache } from './admin/settings-cache'
import type { Config } from './config'
import type { Db } from './db/connect'
import type { Repositories } from './db/repositories/index'

/** Who is calling, taken only from a verified session token; null for anonymous callers. */
export type AuthContext = {
  customerId: string
  contactId: string
  role: 'customer' | 'admin'
  entityID: string
  billingCountry: string
  /** The country the customer searches with (SPEC.md §6, server/auth/search-country.ts). */
  searchCountry: string
  priceGroup: string
  currency: string
  features: Features
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    repos: Repositories
    /** The admin settings with a short TTL; invalidated when the admin saves. */
    settings: SettingsCache
  }
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

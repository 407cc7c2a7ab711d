import type { Features } from '../../src/shared/contracts/account'

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

import type { Db } from '../db/connect'
import type { PaymentProvider } from './payment-provider'

// The ids live in the contracts because the admin area's customer page lists them too.
export { ALL_METHOD_IDS, OFFLINE_METHOD_IDS } from '../../src/shared/contracts/payment-constants'

export type PaymentMethod = {
  id: string
  kind: 'invoice' | 'prepayment' | 'provider'
  enabled: boolean
  /** Card only: PAYONE's hosted-field settings for the SPA (no secret in them). */
  cardFields?: { scriptUrl: string; request: Record<string, string> }
}

/**
 * What a customer may pay with: the shop's methods (configured providers only), narrowed to the
 * customer's allowed list when the admin area set one (`customers.payment_methods`, null = all).
 */
export function paymentMethods(providers: PaymentProvider[], allowed: readonly string[] | null = null): PaymentMethod[] {
  const offered: PaymentMethod[] = [
    { id: 'invoice', kind: 'invoice', enabled: true },
    { id: 'prepayment', kind: 'prepayment', enabled: true },
    ...providers.map((provider) => {
      const cardFields = provider.clientConfig()
      return { id: provider.method, kind: 'provider' as const, enabled: true, ...(cardFields ? { cardFields } : {}) }
    }),
  ]
  return allowed === null ? offered : offered.filter((method) => allowed.includes(method.id))
}

/** `customers.payment_methods` as stored: a JSON list, or null for every method. */
export function allowedMethodsOf(stored: string | null): string[] | null {
  if (stored === null) return null
  const parsed: unknown = JSON.parse(stored)
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : null
}

/** The methods one customer is offered now: the configured ones, narrowed by the admin area's list. */
export async function methodsFor(db: Db, providers: PaymentProvider[], customerId: string): Promise<PaymentMethod[]> {
  const row = await db.selectFrom('customers').select('payment_methods').where('customer_id', '=', customerId).executeTakeFirst()
  return paymentMethods(providers, allowedMethodsOf(row?.payment_methods ?? null))
}

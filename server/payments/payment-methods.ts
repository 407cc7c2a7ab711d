import type { CheckoutOptions } from '../../src/shared/contracts/cart'
import { OFFLINE_METHOD_IDS } from '../../src/shared/contracts/payment-constants'
import type { Db } from '../db/connect'
import type { PaymentProvider } from './payment-provider'

type PaymentMethod = CheckoutOptions['payment'][number]

/**
 * What a customer may pay with: the methods that need no provider, and card and PayPal where their
 * provider is configured, narrowed to the customer's allowed list when the admin area set one
 * (`customers.payment_methods`, null = all).
 */
function paymentMethods(providers: Iterable<PaymentProvider>, allowed: readonly string[] | null): PaymentMethod[] {
  const offered: PaymentMethod[] = [
    ...OFFLINE_METHOD_IDS.map((id) => ({ id, kind: id, enabled: true })),
    ...[...providers].map((provider) => {
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
export async function methodsFor(db: Db, providers: Iterable<PaymentProvider>, customerId: string): Promise<PaymentMethod[]> {
  const row = await db.selectFrom('customers').select('payment_methods').where('customer_id', '=', customerId).executeTakeFirst()
  return paymentMethods(providers, allowedMethodsOf(row?.payment_methods ?? null))
}

import type { FastifyBaseLogger } from 'fastify'
import type { CartDeps } from '../checkout/cart-service'
import type { PaymentProvider, ProviderId } from './payment-provider'

/** What the payment service needs from the app; tests build it around their own database and simulator. */
export type PaymentDeps = {
  db: CartDeps['db']
  partsFor: CartDeps['partsFor']
  erpOrderFiles: boolean
  providers: ReadonlyMap<ProviderId, PaymentProvider>
  publicUrl: string
  pendingMinutes: number
  log: FastifyBaseLogger
  /** Wakes the ERP outbox, the mail and webhook workers after an order committed. */
  afterOrder: () => void
}

export function providerOf(deps: PaymentDeps, provider: ProviderId): PaymentProvider {
  const found = deps.providers.get(provider)
  if (!found) throw new Error(`Payment provider ${provider} is not configured.`)
  return found
}

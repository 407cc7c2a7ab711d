import type { PaymentConfig } from '../payment-config'
import type { PaymentProvider } from './payment-provider'

/** The adapters of the providers whose credentials are set; a method without one is not offered. */
export function buildProviders(_config: PaymentConfig): PaymentProvider[] {
  return []
}

import type { PaymentConfig } from '../payment-config'
import type { PaymentProvider } from './payment-provider'
import { createPayoneProvider } from './payone/create-payone-provider'

/** The adapters of the providers whose credentials are set; a method without one is not offered. */
export function buildProviders(config: PaymentConfig): PaymentProvider[] {
  const providers: PaymentProvider[] = []
  if (config.payone) providers.push(createPayoneProvider(config.payone))
  return providers
}

import type { PaymentConfig } from '../payment-config'
import type { PaymentProvider } from './payment-provider'
import { createPayoneProvider } from './payone/create-payone-provider'
import { createPaypalProvider } from './paypal/create-paypal-provider'

/** The adapters of the providers whose credentials are set; a method without one is not offered. */
export function buildProviders(config: PaymentConfig, brandName: string): PaymentProvider[] {
  const providers: PaymentProvider[] = []
  if (config.payone) providers.push(createPayoneProvider(config.payone))
  if (config.paypal) providers.push(createPaypalProvider(config.paypal, { brandName: brandName }))
  return providers
}

import type { PaypalConfig } from '../../payment-config'
import type { PaymentProvider } from '../payment-provider'
import { capturePaypalAuthorization } from './paypal-capture'
import { createPaypalClient, PaypalUnreachable } from './paypal-client'
import { confirmPaypalOrder } from './paypal-confirm'
import { readPaypalNotification } from './paypal-notification'
import { startPaypalOrder } from './paypal-start'
import { voidPaypalAuthorization } from './paypal-void'

export type PaypalProviderOptions = {
  /** Every call to PayPal gives up after this long (default 15 s). */
  timeoutMs?: number
  /** The shop's name on PayPal's approval page; without it PayPal shows the account's business name. */
  brandName?: string
}

/** No answer from PayPal is a failed attempt the shop can show and repeat, not an exception. */
async function orUnreachable<T>(attempt: () => Promise<T>, failed: (message: string) => T): Promise<T> {
  try {
    return await attempt()
  } catch (error) {
    if (error instanceof PaypalUnreachable) return failed(error.message)
    throw error
  }
}

/** The PayPal adapter of the payment-provider port: Orders v2 (intent AUTHORIZE) and Payments v2. */
export function createPaypalProvider(config: PaypalConfig, options: PaypalProviderOptions = {}): PaymentProvider {
  const client = createPaypalClient(config, options.timeoutMs ?? 15_000)
  const unreachable = (message: string) => ({ kind: 'failed' as const, failure: 'providerError' as const, message, response: {} })
  return {
    id: 'paypal',
    method: 'paypal',
    mode: config.mode,
    clientConfig: () => null,
    start: (input) =>
      orUnreachable(
        () => startPaypalOrder(client, input, options.brandName),
        (message) => ({ ...unreachable(message), providerRef: null }),
      ),
    confirm: (payment, query) => orUnreachable(() => confirmPaypalOrder(client, payment, query), unreachable),
    capture: (payment) => orUnreachable(() => capturePaypalAuthorization(client, payment), unreachable),
    void: (payment) => voidPaypalAuthorization(client, payment),
    readNotification: (incoming) => readPaypalNotification(client, incoming, config.webhookId),
    notificationAnswer: { contentType: 'application/json', body: '{}' },
  }
}

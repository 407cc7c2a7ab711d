import type { StartInput } from './payment-provider'

let counter = 0

/**
 * A fresh payment as the shop's payment service would start it (tests of the adapters): its id unique
 * per test run and short enough for PAYONE's 20-character reference; `changes` set what a test needs.
 */
export function testStartInput(changes: Partial<StartInput> = {}): StartInput {
  counter += 1
  const paymentId = `P26${String(Date.now()).slice(-8)}${String(counter).padStart(3, '0')}`
  const back = (result: string) => `http://127.0.0.1:9/checkout/redirect?payment=${paymentId}&result=${result}`
  return {
    paymentId,
    amountCents: 12_345,
    currency: 'EUR',
    providerRef: null,
    authorizationRef: null,
    language: 'de',
    successUrl: back('success'),
    cancelUrl: back('cancel'),
    errorUrl: back('error'),
    buyer: { customerId: 'C1', email: 'werkstatt@example.com', firstName: 'Jonas', lastName: 'Berger', country: 'AT' },
    ...changes,
  }
}

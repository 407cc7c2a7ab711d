import { ONLINE_METHOD_IDS } from '../../../shared/contracts/payment-constants'

export type OnlinePayment = (typeof ONLINE_METHOD_IDS)[number]

/** Card and PayPal are settled by the payment service at once: never offered or placed without a connection. */
export function isOnlinePayment(id: string | null | undefined): id is OnlinePayment {
  return (ONLINE_METHOD_IDS as readonly string[]).includes(id ?? '')
}

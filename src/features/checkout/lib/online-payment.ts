import { ONLINE_METHOD_IDS, type OnlineMethodId } from '../../../shared/contracts/payment-constants'

/** Card and PayPal are settled by the payment service at once: never offered or placed without a connection. */
export function isOnlinePayment(id: string | null | undefined): id is OnlineMethodId {
  return (ONLINE_METHOD_IDS as readonly string[]).includes(id ?? '')
}

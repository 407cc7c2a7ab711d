/** Methods the payment service settles at once (card, PayPal): never offered or placed without a connection. */
export const ONLINE_PAYMENTS = ['card', 'paypal'] as const
export type OnlinePayment = (typeof ONLINE_PAYMENTS)[number]

export function isOnlinePayment(id: string | null | undefined): id is OnlinePayment {
  return (ONLINE_PAYMENTS as readonly string[]).includes(id ?? '')
}

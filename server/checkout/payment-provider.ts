/**
 * Card and PayPal go through a payment provider: the order is placed as 'awaiting payment', the
 * buyer is sent to `redirectUrl` and comes back to /checkout/redirect. No provider is configured in
 * this shop yet, so only the methods that need none (invoice, prepayment) are offered.
 */
export type PaymentProvider = {
  id: 'card' | 'paypal'
  startPayment(order: {
    orderNumber: string
    total: number
    currency: string
    returnUrl: string
  }): Promise<{ redirectUrl: string }>
  /** Called with the query of the provider's return to /checkout/redirect. */
  confirmPayment(query: Record<string, string>): Promise<{ orderNumber: string; paid: boolean }>
}

export type PaymentMethod = { id: string; kind: 'invoice' | 'prepayment' | 'provider'; enabled: boolean }

export function paymentMethods(providers: PaymentProvider[]): PaymentMethod[] {
  return [
    { id: 'invoice', kind: 'invoice', enabled: true },
    { id: 'prepayment', kind: 'prepayment', enabled: true },
    ...providers.map((provider) => ({ id: provider.id, kind: 'provider' as const, enabled: true })),
  ]
}

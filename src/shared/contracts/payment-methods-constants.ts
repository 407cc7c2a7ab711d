/** zod-free ids of the payment methods, safe for the SPA bundle (the admin area lists them per customer). */

/** The offline methods need no provider; card and PayPal are offered when their provider is configured. */
export const OFFLINE_METHOD_IDS = ['invoice', 'prepayment'] as const
export const ALL_METHOD_IDS = [...OFFLINE_METHOD_IDS, 'card', 'paypal'] as const
export type PaymentMethodId = (typeof ALL_METHOD_IDS)[number]

/** zod-free constants of online payment (issue 33), safe for the SPA bundle (payment.ts holds the schemas). */

/** The offline methods need no provider; card and PayPal are offered when their provider is configured. */
export const OFFLINE_METHOD_IDS = ['invoice', 'prepayment'] as const
/** Paid at the moment of the order through a provider: never offered or placed without a connection. */
export const ONLINE_METHOD_IDS = ['card', 'paypal'] as const
export const ALL_METHOD_IDS = [...OFFLINE_METHOD_IDS, ...ONLINE_METHOD_IDS] as const
export type PaymentMethodId = (typeof ALL_METHOD_IDS)[number]
export type OnlineMethodId = (typeof ONLINE_METHOD_IDS)[number]

/** The payment providers behind the online methods: card through PAYONE, PayPal through PayPal. */
export const PROVIDER_IDS = ['payone', 'paypal'] as const
export type ProviderId = (typeof PROVIDER_IDS)[number]

/** The shop's payment ids: `P`, the year's two digits and 12 random characters (server/payments/create-pending-payment.ts). */
export const PAYMENT_ID_PATTERN = /^P\d{2}[0-9A-Z]{12}$/

/** How the provider sends the buyer back to /checkout/redirect (`result=`). */
export const PAYMENT_RETURN_RESULTS = ['success', 'cancel', 'error'] as const

/** created → starting → redirected → authorized → capturing → paid; or failed, (voiding →) cancelled or expired. */
export const PAYMENT_STATUSES = [
  'created',
  'starting',
  'redirected',
  'authorized',
  'capturing',
  'voiding',
  'paid',
  'failed',
  'cancelled',
  'expired',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** What the payment service writes as `payment_events.kind`; the order's history names each in the reader's language. */
export const PAYMENT_EVENT_KINDS = [
  'created',
  'redirected',
  'authorized',
  'capturing',
  'captured',
  'failed',
  'cancelled',
  'voided',
  'expired',
  'notification',
] as const
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number]

/** Who caused a payment event. */
export const PAYMENT_EVENT_SOURCES = ['buyer', 'shop', 'provider', 'job'] as const
export type PaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number]

/** PAYONE's card types (`cardtype`) as the card's own brand is printed; an unknown code is shown as it came. */
const CARD_BRANDS: Record<string, string> = {
  V: 'VISA',
  M: 'Mastercard',
  A: 'American Express',
  D: 'Diners Club',
  J: 'JCB',
  O: 'Maestro',
  U: 'Maestro UK',
  C: 'Discover',
  B: 'Carte Bleue',
  P: 'China UnionPay',
}

/** "VISA ••1111": the brand and the last four digits, the way receipts name a card (page, PDF, e-invoice). */
export function cardLabel(card: { cardtype: string; truncatedcardpan: string }): string {
  return `${CARD_BRANDS[card.cardtype] ?? card.cardtype} ••${card.truncatedcardpan.slice(-4)}`
}

/**
 * What an online payment charges: the order's net total (goods, deposits, freight; both halves of a
 * split order) with the selling entity's VAT, in cents. Step 5 shows it and the server charges it,
 * with this one rule, so the two cannot disagree.
 */
export function chargedCents(netTotal: number, vatRatePercent: number): number {
  return Math.round(netTotal * 100 * (1 + vatRatePercent / 100))
}

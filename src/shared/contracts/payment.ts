import { z } from 'zod'
import {
  ONLINE_METHOD_IDS,
  PAYMENT_EVENT_SOURCES,
  PAYMENT_ID_PATTERN,
  PAYMENT_RETURN_RESULTS,
  PAYMENT_STATUSES,
  PROVIDER_IDS,
} from './payment-constants'

/**
 * Online payment (issue 33). Placing an order paid by card or PayPal creates a pending payment
 * (`placeOrder` answers `payment` instead of order numbers); `start` sends it to the provider, which
 * either reserves the money at once or sends the buyer to its page (3-D Secure, PayPal approval) and
 * back to /checkout/redirect?payment=<id>&result=success|cancel|error, which calls `return`.
 */
export const PAYMENT_FAILURES = ['declined', 'cancelled', 'cartChanged', 'expired', 'providerError'] as const
export type PaymentFailureCode = (typeof PAYMENT_FAILURES)[number]

/** SPEC.md payOneResponse: what PAYONE's hosted fields answered, plus the holder (ccFirstName, ccLastName). */
export const cardCheckSchema = z.object({
  pseudocardpan: z.string().regex(/^\d{10,25}$/, 'not a PAYONE pseudo card pan'),
  truncatedcardpan: z.string().regex(/^[0-9X*]{8,25}$/),
  cardtype: z.string().regex(/^[A-Z]{1,2}$/),
  cardexpiredate: z.string().regex(/^\d{4}$/),
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
})
export type CardCheckBody = z.infer<typeof cardCheckSchema>

export const paymentIdParamsSchema = z.object({ paymentId: z.string().regex(PAYMENT_ID_PATTERN) })

/** SPEC.md paymentServiceResponse: the shop's payment service's answer at each turn. */
export const paymentStateSchema = z.discriminatedUnion('status', [
  /** Waiting for the provider or the buyer; the SPA asks again. */
  z.object({ status: z.literal('pending'), paymentId: z.string() }),
  /** Go to the provider's page (3-D Secure, PayPal approval); `ppOrderId` is PayPal's order id. */
  z.object({ status: z.literal('redirect'), paymentId: z.string(), redirectUrl: z.string(), ppOrderId: z.string().nullable() }),
  z.object({
    status: z.literal('placed'),
    paymentId: z.string(),
    orderNumbers: z.object({ first: z.string(), second: z.string().nullable() }),
  }),
  z.object({ status: z.literal('failed'), paymentId: z.string(), failure: z.enum(PAYMENT_FAILURES), message: z.string() }),
])
export type PaymentState = z.infer<typeof paymentStateSchema>

/** What /checkout/redirect found in its query and hands to the server as it came. */
export const paymentReturnBodySchema = z.object({
  result: z.enum(PAYMENT_RETURN_RESULTS),
  query: z.record(z.string().max(64), z.string().max(512)).default({}),
})
export type PaymentReturnBody = z.input<typeof paymentReturnBodySchema>

/** The pending payment placeOrder created, with the amount the buyer is about to be charged. */
export const paymentCreatedSchema = z.object({
  payment: z.object({
    paymentId: z.string(),
    method: z.enum(ONLINE_METHOD_IDS),
    amount: z.number(),
    currency: z.string(),
  }),
})
export type PaymentCreated = z.infer<typeof paymentCreatedSchema>

/** One step of a payment as the order's history shows it. */
export const paymentEventSchema = z.object({
  at: z.string(),
  /** One of PAYMENT_EVENT_KINDS; a kind the SPA does not know is shown as it came. */
  kind: z.string(),
  source: z.enum(PAYMENT_EVENT_SOURCES),
})

/** How an order was paid online, as the order, its ERP file and its webhook carry it. */
export const onlinePaymentSchema = z.object({
  paymentId: z.string(),
  provider: z.enum(PROVIDER_IDS),
  status: z.literal('captured'),
  amount: z.number(),
  currency: z.string(),
  /** PAYONE's txid or PayPal's order id. */
  transactionId: z.string().nullable(),
  captureId: z.string(),
  /** Every step, oldest first: created, started, redirected, authorized, capturing, captured, notification… */
  events: z.array(paymentEventSchema),
})
export type OnlinePayment = z.infer<typeof onlinePaymentSchema>

/**
 * An order's online payment as its page in the information centre shows it (`orders.payment_ref`):
 * the card only as its type and truncated number, events oldest first; amount null without showPrice.
 */
export const orderPaymentSchema = z.object({
  method: z.enum(ONLINE_METHOD_IDS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().nullable(),
  currency: z.string(),
  card: z.object({ cardtype: z.string(), truncatedcardpan: z.string() }).nullable(),
  providerRef: z.string().nullable(),
  events: z.array(paymentEventSchema),
})
export type OrderPayment = z.infer<typeof orderPaymentSchema>

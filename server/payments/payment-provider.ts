/**
 * The payment-provider port (issue 33). Card goes through PAYONE, PayPal through PayPal's Orders v2;
 * each adapter speaks its provider's published API over HTTP and nothing else. The shop's payment
 * service (server/payments/) owns the states and the money rules; an adapter only translates.
 *
 * Every call is safe to repeat: a capture or a void sent twice after a crash must not move money
 * twice (PAYONE: the same sequencenumber; PayPal: the same PayPal-Request-Id = the shop's payment id).
 */
import type { CardCheckBody, PaymentFailureCode } from '../../src/shared/contracts/payment'
import type { OnlineMethodId, ProviderId } from '../../src/shared/contracts/payment-constants'

export type { OnlineMethodId, ProviderId }

/** Why a payment did not go through, in the shop's words; the SPA says each in the buyer's language. */
export type PaymentFailure = PaymentFailureCode

/** What the shop knows of a payment when it asks its provider to act on it. */
export type PaymentRef = {
  /** The shop's id, `P26…` (≤ 20 characters: PAYONE's `reference`, PayPal's `custom_id`/`invoice_id`). */
  paymentId: string
  amountCents: number
  currency: string
  /** PAYONE txid or PayPal order id, once the provider gave one. */
  providerRef: string | null
  /** PayPal's authorization id (after authorize); PAYONE needs none beyond the txid. */
  authorizationRef: string | null
}

export type StartInput = PaymentRef & {
  language: string
  /** Absolute URLs of /checkout/redirect with `payment=<id>&result=success|cancel|error`. */
  successUrl: string
  cancelUrl: string
  errorUrl: string
  buyer: { customerId: string; email: string; firstName: string; lastName: string; country: string }
  /** Card only: what PAYONE's hosted fields answered (payOneResponse) and the holder typed in the shop (ccFirstName/ccLastName). */
  card?: CardCheckBody
}

export type StartResult =
  /** Money reserved at once (no 3-D Secure asked). */
  | { kind: 'authorized'; providerRef: string; authorizationRef: string | null; response: Record<string, unknown> }
  /** The buyer must go to the provider first (3-D Secure, PayPal approval). */
  | { kind: 'redirect'; providerRef: string; redirectUrl: string; response: Record<string, unknown> }
  | { kind: 'failed'; failure: PaymentFailure; providerRef: string | null; message: string; response: Record<string, unknown> }

/** What the provider says about a payment now: after the buyer's return, or asked again by a job. */
export type ProviderState =
  | { kind: 'authorized'; authorizationRef: string | null; response: Record<string, unknown> }
  | { kind: 'pending'; response: Record<string, unknown> }
  | { kind: 'failed'; failure: PaymentFailure; message: string; response: Record<string, unknown> }

export type CaptureResult =
  | { kind: 'captured'; captureRef: string; response: Record<string, unknown> }
  | { kind: 'failed'; failure: PaymentFailure; message: string; response: Record<string, unknown> }

/** A notification the provider sent, its signature or key already verified by the adapter. */
export type ProviderNotification = {
  /** Unique per event at the provider: a second delivery of it changes nothing. */
  eventId: string
  /** The shop's payment id when the event carries it, else null (then `providerRef` finds the payment). */
  paymentId: string | null
  providerRef: string | null
  kind: 'authorized' | 'captured' | 'failed' | 'voided' | 'refunded' | 'other'
  /** PAYONE's sequencenumber, PayPal's create_time: an older event than one applied changes nothing. */
  order: number
  /** What the order's history keeps of it: the provider's fields without the secret that proved it (PAYONE's key). */
  raw: Record<string, unknown>
}

/** What a request to the notification route carried, untouched. */
export type IncomingNotification = {
  headers: Record<string, string | string[] | undefined>
  rawBody: string
  contentType: string
}

export type PaymentProvider = {
  id: ProviderId
  method: OnlineMethodId
  /** 'test' or 'live', from the environment; shown in the admin area and logs. */
  mode: 'test' | 'live'
  /** What the SPA needs to show the provider's own fields (PAYONE hosted iFrames); null for PayPal. */
  clientConfig(): CardFieldsConfig | null
  start(input: StartInput): Promise<StartResult>
  /** After the buyer came back: the provider's own word (PayPal authorizes the approved order here). */
  confirm(payment: PaymentRef, returnQuery: Record<string, string>): Promise<ProviderState>
  capture(payment: PaymentRef): Promise<CaptureResult>
  /** Releases an authorization (changed cart, timeout). Voiding what is already void is no error. */
  void(payment: PaymentRef): Promise<void>
  /** Verifies and reads a notification; throws NotificationRejected when its signature or key is wrong. */
  readNotification(incoming: IncomingNotification): Promise<ProviderNotification>
  /** The answer the provider expects when a notification was taken (PAYONE: `TSOK`). */
  notificationAnswer: { contentType: string; body: string }
}

/** PAYONE Client API parameters for the hosted iFrames (`Payone.ClientApi.HostedIFrames`). */
export type CardFieldsConfig = { scriptUrl: string; request: Record<string, string> }

export class NotificationRejected extends Error {}

import type { Generated } from 'kysely'
import type { OnlineMethodId, PaymentStatus, ProviderId } from '../../src/shared/contracts/payment-constants'

/** Tables of migration 016-online-payment (issue 33); the columns it adds are on their tables' types. */
export type PaymentTables = {
  /**
   * One online payment, which is the pending order until it is paid: `snapshot` holds the orders as
   * the buyer confirmed them (lines, prices, addresses); they are written from it once, when paid.
   */
  payments: {
    payment_id: string
    customer_id: string
    contact_id: string
    method: OnlineMethodId
    provider: ProviderId
    /** created → starting → redirected → authorized → capturing → paid; or failed, (voiding →) cancelled or expired. */
    status: PaymentStatus
    amount_cents: number
    currency: string
    bas_hash: string
    cart_id: number
    language: string
    /** JSON PaymentSnapshot (server/payments/payment-row.ts): the drafted orders and how their prices were read. */
    snapshot: string
    /** JSON of CardCheckBody (the contract's card check): a pseudo card pan, the truncated pan and the holder (PAYONE keeps the card itself). */
    card: string | null
    provider_ref: string | null
    authorization_ref: string | null
    capture_ref: string | null
    redirect_url: string | null
    /** The first order number, once paid. */
    order_number: string | null
    failure: string | null
    created_at: string
    updated_at: string
  }
  /** Every step of a payment, with who caused it; the order's history shows them. */
  payment_events: {
    id: Generated<number>
    payment_id: string
    at: string
    kind: string
    /** buyer, shop, provider, job */
    source: string
    /** The provider's own event id: unique, so a notification delivered twice is stored once. */
    provider_event_id: string | null
    detail: string
  }
}

// The statuses live in the contracts because the order's history shows them in the SPA.
export { PAYMENT_STATUSES, type PaymentStatus } from '../../src/shared/contracts/payment-constants'

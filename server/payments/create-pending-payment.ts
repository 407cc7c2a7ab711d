import crypto from 'node:crypto'
import type { CardCheckBody } from '../../src/shared/contracts/payment'
import { chargedCents } from '../../src/shared/contracts/payment-constants'
import { draftNetTotal, type OrderDraft } from '../checkout/write-orders'
import type { Db } from '../db/connect'
import type { PriceContext } from '../shop/part-catalog'
import { vatRateOf } from '../shop/vat'
import { recordPaymentEvent } from './payment-events'
import type { PaymentSnapshot } from './payment-row'

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** `P26` and 12 random characters: unguessable, and short enough for PAYONE's 20-character reference. */
export function newPaymentId(now = new Date()): string {
  const bytes = crypto.randomBytes(12)
  const tail = Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')
  return `P${String(now.getUTCFullYear() % 100).padStart(2, '0')}${tail}`
}

/**
 * The pending order of an online payment, in placeOrder's transaction: the draft as the buyer
 * confirmed it and the amount to charge (net total with VAT, the rule step 5 shows). The cart stays
 * open: it closes only when the money is about to be captured (settle-payment.ts).
 */
export async function createPendingPayment(
  trx: Db,
  draft: OrderDraft,
  input: { entityID: string; basHash: string; card: CardCheckBody | undefined; prices: PriceContext },
) {
  const now = new Date()
  const paymentId = newPaymentId(now)
  const amountCents = chargedCents(draftNetTotal(draft), vatRateOf(input.entityID))
  const method = draft.paymentId === 'card' ? 'card' : 'paypal'
  await trx
    .insertInto('payments')
    .values({
      payment_id: paymentId,
      customer_id: draft.customerId,
      contact_id: draft.contactId,
      method,
      provider: method === 'card' ? 'payone' : 'paypal',
      status: 'created',
      amount_cents: amountCents,
      currency: draft.currency,
      bas_hash: input.basHash,
      cart_id: draft.cartId,
      language: draft.language,
      snapshot: JSON.stringify({ draft, prices: input.prices } satisfies PaymentSnapshot),
      card: input.card ? JSON.stringify(input.card) : null,
      provider_ref: null,
      authorization_ref: null,
      capture_ref: null,
      redirect_url: null,
      order_number: null,
      failure: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute()
  await recordPaymentEvent(trx, paymentId, 'created', 'buyer', { amountCents, currency: draft.currency })
  return { payment: { paymentId, method, amount: amountCents / 100, currency: draft.currency } } as const
}

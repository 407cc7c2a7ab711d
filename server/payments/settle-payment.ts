import { basketHash } from '../checkout/quote'
import { writeOrders } from '../checkout/write-orders'
import type { Db } from '../db/connect'
import { createCartRepository } from '../db/repositories/cart-repository'
import { onlinePaymentsOf } from '../db/repositories/order-payment-read'
import type { PaymentDeps } from './payment-deps'
import { providerOf } from './payment-deps'
import { findPayment, movePayment, type PaymentRow, refOf, snapshotOf } from './payment-row'

/**
 * Takes an authorized payment to its end, from wherever a crash left it: the cart is checked and
 * closed (authorized → capturing), the money captured, and the order written with the payment marked
 * paid in one transaction (capturing → paid). Or, the cart having changed, the authorization is
 * released (voiding → cancelled). Safe to call from the return page, a notification and the job at
 * once: each step moves only from the status it expects, and the provider's capture and void are
 * idempotent (docs/payments.md "Never lost, never twice").
 */
export async function settlePayment(deps: PaymentDeps, paymentId: string): Promise<PaymentRow | undefined> {
  let row = await findPayment(deps.db, paymentId)
  if (row?.status === 'authorized') {
    await deps.db.transaction().execute((trx) => closeCartOrRelease(deps, trx, paymentId))
    row = await findPayment(deps.db, paymentId)
  }
  if (row?.status === 'voiding') row = await finishVoid(deps, row)
  if (row?.status === 'capturing') row = await captureAndPlace(deps, row)
  return row
}

async function closeCartOrRelease(deps: PaymentDeps, trx: Db, paymentId: string) {
  const row = await findPayment(trx, paymentId)
  if (row?.status !== 'authorized') return
  const carts = createCartRepository(trx)
  const { draft, prices } = snapshotOf(row)
  const activeCart = await carts.findActiveCartId(row.customer_id)
  const items = activeCart === row.cart_id ? await carts.listItems(row.cart_id) : []
  const parts = items.length > 0 ? await deps.partsFor(trx).findParts(items, prices) : new Map()
  const unchanged = items.length > 0 && basketHash(items, parts) === row.bas_hash
  if (!unchanged) {
    // The buyer changed the cart while paying (or ordered it otherwise): what was authorized is not what is wanted.
    const event = { kind: 'cancelled', source: 'shop' as const, detail: { failure: 'cartChanged' } }
    await movePayment(trx, paymentId, { from: ['authorized'], to: 'voiding', set: { failure: 'cartChanged' }, event })
    return
  }
  const event = { kind: 'capturing', source: 'shop' as const }
  // Closed with the decision: nothing added from now on can slip past what is being paid for.
  if (await movePayment(trx, paymentId, { from: ['authorized'], to: 'capturing', event })) await carts.markOrdered(draft.cartId)
}

async function captureAndPlace(deps: PaymentDeps, row: PaymentRow): Promise<PaymentRow | undefined> {
  const result = await providerOf(deps, row.provider).capture(refOf(row))
  if (result.kind === 'failed') {
    // A timeout leaves it capturing: the job asks again (the same capture, never a second one).
    if (result.failure === 'providerError') {
      deps.log.warn({ paymentId: row.payment_id, message: result.message }, 'capture not confirmed; the payment job retries')
      return row
    }
    await deps.db.transaction().execute(async (trx) => {
      const event = { kind: 'failed', source: 'provider' as const, detail: { stage: 'capture', message: result.message } }
      const set = { failure: result.failure }
      if (await movePayment(trx, row.payment_id, { from: ['capturing'], to: 'failed', set, event })) await reopenCart(trx, row)
    })
    return findPayment(deps.db, row.payment_id)
  }
  const placed = await deps.db.transaction().execute(async (trx) => {
    const placedAt = new Date()
    // The move is the lock: whoever loses the race writes no order (the transaction commits nothing of its own).
    const event = { kind: 'captured', source: 'provider' as const, detail: { captureId: result.captureRef } }
    const set = { capture_ref: result.captureRef }
    if (!(await movePayment(trx, row.payment_id, { from: ['capturing'], to: 'paid', set, event }))) return false
    const online = (await onlinePaymentsOf(trx, [row.payment_id])).get(row.payment_id)
    const { draft } = snapshotOf(row)
    const response = await writeOrders(trx, draft, {
      placedAt,
      erpOrderFiles: deps.erpOrderFiles,
      payment: { id: draft.paymentId, ...(online ? { online } : {}) },
    })
    await trx
      .updateTable('payments')
      .set({ order_number: response.orderNumbers.first })
      .where('payment_id', '=', row.payment_id)
      .execute()
    return true
  })
  if (placed) deps.afterOrder()
  return findPayment(deps.db, row.payment_id)
}

/** Releases the authorization; a void that did not go through stays voiding, and the job tries again. */
export async function finishVoid(deps: PaymentDeps, row: PaymentRow): Promise<PaymentRow | undefined> {
  try {
    await providerOf(deps, row.provider).void(refOf(row))
  } catch (error) {
    deps.log.warn({ paymentId: row.payment_id, err: error }, 'void not confirmed; the payment job retries')
    return row
  }
  const final = row.failure === 'expired' ? 'expired' : 'cancelled'
  const event = { kind: 'voided', source: 'shop' as const, detail: { failure: row.failure } }
  await deps.db.transaction().execute((trx) => movePayment(trx, row.payment_id, { from: ['voiding'], to: final, event }))
  return findPayment(deps.db, row.payment_id)
}

/** A capture refused after the cart was closed: the buyer gets the cart back to pay another way. */
async function reopenCart(trx: Db, row: PaymentRow) {
  const carts = createCartRepository(trx)
  if ((await carts.findActiveCartId(row.customer_id)) !== null) return
  await trx.updateTable('carts').set({ status: 'active' }).where('id', '=', row.cart_id).execute()
}

import type { Address, CheckoutOptions, Order, PlaceOrderBody } from '../../src/shared/contracts/cart'
import { CART_ERROR_CODES } from '../../src/shared/contracts/cart-constants'
import type { Language } from '../../src/shared/contracts/languages'
import type { AuthContext } from '../auth/auth-context'
import type { Db } from '../db/connect'
import { createAddressRepository } from '../db/repositories/address-repository'
import { createCartRepository } from '../db/repositories/cart-repository'
import { depositTotalOf } from '../shop/deposit'
import { round2 } from '../shop/money'
import type { PriceContext } from '../shop/part-catalog'
import { partKey } from '../shop/part-number'
import { CartError } from './cart-error'
import { type CartDeps, priceContext } from './cart-service'
import { deliveryAddresses } from './delivery-addresses'
import { basketHash, splitQty } from './quote'
import { transportOptions } from './transport'
import { type OrderDraft, writeOrders } from './write-orders'

type PaymentMethod = CheckoutOptions['payment'][number]

/** What the caller offers this customer, and how it keeps an online payment's pending order (server/payments/). */
export type OrderPayments<Pending> = {
  offered: PaymentMethod[]
  createPending: (trx: Db, draft: OrderDraft, prices: PriceContext) => Promise<Pending>
}

type Body = Omit<PlaceOrderBody, 'customerOrderReference'> & { customerOrderReference: string; languageID: Language }

/**
 * Places the order in one transaction: re-reads the cart, prices and stock, refuses when they no
 * longer match what the buyer saw (basHash), and writes the order (split in two when part of it must
 * be backordered). Paid online (card, PayPal), it writes a pending payment instead, which becomes the
 * order once the money is captured (server/payments/settle-payment.ts). Nothing is half-written: any
 * refusal rolls everything back.
 */
export async function placeOrder<Pending>(deps: CartDeps, auth: AuthContext, body: Body, payments: OrderPayments<Pending>) {
  if (!auth.features.order) throw new CartError(403, CART_ERROR_CODES.orderNotAllowed, 'This account may not place orders.')
  const payment = payments.offered.find((method) => method.id === body.paymentId && method.enabled)
  if (!payment)
    throw new CartError(400, CART_ERROR_CODES.paymentUnavailable, `Payment method ${body.paymentId} is not available.`)
  if (payment.id === 'card' && !body.card)
    throw new CartError(400, CART_ERROR_CODES.paymentUnavailable, 'Card payment needs the card check of the payment fields.')

  const prices = priceContext(auth, body.languageID)
  return deps.db.transaction().execute(async (trx) => {
    const draft = await draftOrder(trx, deps, { auth, body, payment, prices })
    if (payment.kind === 'provider') return payments.createPending(trx, draft, prices)
    return writeOrders(trx, draft, { placedAt: new Date(), erpOrderFiles: deps.erpOrderFiles !== false })
  })
}

/** Checks the cart against what the buyer saw and works out the order's lines, addresses and freight. */
async function draftOrder(
  trx: Db,
  deps: CartDeps,
  { auth, body, payment, prices }: { auth: AuthContext; body: Body; payment: PaymentMethod; prices: PriceContext },
): Promise<OrderDraft> {
  const carts = createCartRepository(trx)
  const cartId = await carts.findActiveCartId(auth.customerId)
  const items = cartId === null ? [] : await carts.listItems(cartId)
  if (cartId === null || items.length === 0) throw new CartError(422, CART_ERROR_CODES.cartEmpty, 'The cart is empty.')

  const parts = await deps.partsFor(trx).findParts(items, prices)
  const gone = items.filter((item) => !parts.has(partKey(item)))
  if (gone.length > 0) {
    throw new CartError(422, CART_ERROR_CODES.partNotFound, `No longer available: ${gone.map(partKey).join(', ')}`)
  }
  if (basketHash(items, parts) !== body.basHash) {
    throw new CartError(422, CART_ERROR_CODES.cartChanged, 'The cart or its prices changed; please review it again.')
  }

  const addresses = createAddressRepository(trx)
  const billing = await addresses.billingAddress(auth.customerId)
  if (!billing) throw new CartError(404, CART_ERROR_CODES.addressNotFound, 'No billing address on the account.')
  let shipping: Address = billing
  if (body.shipping.kind === 'adhoc') {
    shipping = body.shipping.address
    // A typed address names a country of the shop's list (what the picker offers), not just any two letters.
    const country = await trx.selectFrom('countries').select('code').where('code', '=', shipping.country).executeTakeFirst()
    if (!country) throw new CartError(422, CART_ERROR_CODES.addressNotFound, `No delivery to country ${shipping.country}.`)
  } else if (body.shipping.kind === 'saved') {
    const wantedId = body.shipping.id
    const saved = (await deliveryAddresses(trx, auth.customerId, billing)).find((address) => address.id === wantedId)
    if (!saved) throw new CartError(404, CART_ERROR_CODES.addressNotFound, 'No such shipping address.')
    const { id: _id, ...address } = saved
    shipping = address
  }
  const transport = transportOptions(shipping.country, auth.currency).find((option) => option.id === body.transportId)
  if (!transport) throw new CartError(400, CART_ERROR_CODES.transportUnknown, `Unknown transport ${body.transportId}.`)

  // Split each line into what ships now (up to the stock) and what is backordered.
  const now: Order['lines'] = []
  const later: Order['lines'] = []
  let currency = auth.currency
  for (const item of items) {
    const part = parts.get(partKey(item))
    if (!part) continue
    currency = part.currency
    const line = { sku: item.sku, vendorId: item.vendorId, name: part.name, unitPrice: part.unitPrice, depositUnit: part.deposit }
    // Each half carries the deposits of the pieces it ships: the core goes back with what was delivered.
    const piece = (qty: number) => ({
      qty,
      lineTotal: round2(part.unitPrice * qty),
      depositTotal: depositTotalOf(part.deposit, qty),
    })
    const { now: shipNow, later: rest } = splitQty(item.qty, part.stock)
    if (shipNow > 0) now.push({ ...line, positionNumber: now.length + 1, ...piece(shipNow) })
    if (rest > 0) later.push({ ...line, positionNumber: later.length + 1, ...piece(rest) })
  }
  return {
    cartId,
    customerId: auth.customerId,
    contactId: auth.contactId,
    language: body.languageID,
    customerOrderReference: body.customerOrderReference,
    billingAddress: billing,
    shippingAddress: shipping,
    paymentId: payment.id,
    currency,
    transport: { id: transport.id, price: transport.price.value },
    now,
    later,
  }
}

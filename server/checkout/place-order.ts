import type { Address, Order, PlaceOrderBody, PlaceOrderResponse } from '../../src/shared/contracts/cart'
import { CART_ERROR_CODES } from '../../src/shared/contracts/cart-constants'
import type { Language } from '../../src/shared/contracts/languages'
import type { AuthContext } from '../auth/auth-context'
import { createAddressRepository } from '../db/repositories/address-repository'
import { createCartRepository } from '../db/repositories/cart-repository'
import { createJobRepository } from '../db/repositories/job-repository'
import { createOrderRepository } from '../db/repositories/order-repository'
import { recordWebhookEvent } from '../integration/webhooks/record-webhook-event'
import { OUTBOX_JOB_KIND } from '../jobs/outbox-worker'
import { paymentMethods } from '../payments/payment-methods'
import type { PaymentProvider } from '../payments/payment-provider'
import { depositTotalOf } from '../shop/deposit'
import { round2 } from '../shop/money'
import { partKey } from '../shop/part-number'
import { CartError } from './cart-error'
import { type CartDeps, priceContext } from './cart-service'
import { deliveryAddresses } from './delivery-addresses'
import { ORDER_MAIL_JOB_KIND } from './order-mail-worker'
import { basketHash, splitQty } from './quote'
import { transportOptions } from './transport'

/** SPEC.md orderNumbers: `A26-000123` for what ships now, `B26-000123` for the backordered rest. */
export function orderNumbers(year: number, sequence: number) {
  const yy = String(year % 100).padStart(2, '0')
  const seq = String(sequence).padStart(6, '0')
  return { first: `A${yy}-${seq}`, second: `B${yy}-${seq}` }
}

type Body = Omit<PlaceOrderBody, 'customerOrderReference'> & { customerOrderReference: string; languageID: Language }

/**
 * Places the order in one transaction: re-reads the cart, prices and stock, refuses when they no
 * longer match what the buyer saw (basHash), writes the order (split in two when part of it must
 * be backordered), closes the cart, enqueues the ERP export and records the order.placed webhook. Nothing is half-written: any
 * refusal rolls everything back.
 */
export async function placeOrder(deps: CartDeps, auth: AuthContext, body: Body, providers: PaymentProvider[] = []) {
  if (!auth.features.order) throw new CartError(403, CART_ERROR_CODES.orderNotAllowed, 'This account may not place orders.')
  const payment = paymentMethods(providers).find((method) => method.id === body.paymentId && method.enabled)
  if (!payment)
    throw new CartError(400, CART_ERROR_CODES.paymentUnavailable, `Payment method ${body.paymentId} is not available.`)

  const result = await deps.db.transaction().execute(async (trx) => {
    const carts = createCartRepository(trx)
    const addresses = createAddressRepository(trx)
    const orders = createOrderRepository(trx)
    const cartId = await carts.findActiveCartId(auth.customerId)
    const items = cartId === null ? [] : await carts.listItems(cartId)
    if (cartId === null || items.length === 0) throw new CartError(422, CART_ERROR_CODES.cartEmpty, 'The cart is empty.')

    const parts = await deps.partsFor(trx).findParts(items, priceContext(auth, body.languageID))
    const gone = items.filter((item) => !parts.has(partKey(item)))
    if (gone.length > 0) {
      throw new CartError(422, CART_ERROR_CODES.partNotFound, `No longer available: ${gone.map(partKey).join(', ')}`)
    }
    if (basketHash(items, parts) !== body.basHash) {
      throw new CartError(422, CART_ERROR_CODES.cartChanged, 'The cart or its prices changed; please review it again.')
    }

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
      const line = {
        sku: item.sku,
        vendorId: item.vendorId,
        name: part.name,
        unitPrice: part.unitPrice,
        depositUnit: part.deposit,
      }
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

    const placedAt = new Date()
    const numbers = orderNumbers(placedAt.getUTCFullYear(), await orders.nextSequence(placedAt.getUTCFullYear()))
    const split = now.length > 0 && later.length > 0
    const common = {
      customerId: auth.customerId,
      contactId: auth.contactId,
      language: body.languageID,
      placedAt: placedAt.toISOString(),
      customerOrderReference: body.customerOrderReference,
      billingAddress: billing,
      shippingAddress: shipping,
      payment: { id: payment.id },
      currency,
    }
    // All net, like every price of the shop: VAT (deposits taxed like their part, docs/decisions/018-deposit-vat.md) is on the invoice.
    const totalsOf = (lines: Order['lines'], transport: number): Order['totals'] => {
      const goods = round2(lines.reduce((sum, line) => sum + line.lineTotal, 0))
      const deposits = round2(lines.reduce((sum, line) => sum + line.depositTotal, 0))
      return { goods, deposits, transport, total: round2(goods + deposits + transport) }
    }
    const placed: Order[] = []
    // Freight is charged once, with the first order; the backordered rest follows free of charge.
    const firstLines = split || now.length > 0 ? now : later
    const first: Order = {
      ...common,
      orderNumber: numbers.first,
      linkedOrderNumber: split ? numbers.second : null,
      part: 'first',
      status: now.length > 0 ? 'received' : 'backordered',
      transport: { id: transport.id, price: transport.price.value },
      lines: firstLines,
      totals: totalsOf(firstLines, transport.price.value),
    }
    await orders.insert({ ...common, ...first })
    placed.push(first)
    if (split) {
      const second: Order = {
        ...common,
        orderNumber: numbers.second,
        linkedOrderNumber: numbers.first,
        part: 'second',
        status: 'backordered',
        transport: { id: transport.id, price: 0 },
        lines: later,
        totals: totalsOf(later, 0),
      }
      await orders.insert({ ...common, ...second })
      placed.push(second)
    }
    await carts.markOrdered(cartId)
    const jobs = createJobRepository(trx)
    const placedNumbers = placed.map((order) => order.orderNumber)
    if (deps.erpOrderFiles !== false) await jobs.enqueue(OUTBOX_JOB_KIND, { orderNumbers: placedNumbers })
    // The confirmation is sent by its worker once this transaction committed, never from in here.
    await jobs.enqueue(ORDER_MAIL_JOB_KIND, { orderNumbers: placedNumbers, contactId: auth.contactId, language: body.languageID })
    const response: PlaceOrderResponse = {
      orderNumbers: { first: numbers.first, second: split ? numbers.second : null },
      orders: placed,
    }
    // In this transaction: the event exists if and only if the order does (docs/erp-exchange.md "Webhooks out").
    await recordWebhookEvent(
      trx,
      'order.placed',
      { orderNumbers: response.orderNumbers, customer: { id: auth.customerId, contactId: auth.contactId }, orders: placed },
      placedAt,
    )
    return response
  })
  return result
}

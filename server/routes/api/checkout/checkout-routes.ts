import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  checkoutOptionsQuerySchema,
  checkoutOptionsSchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  refillBodySchema,
  refillResponseSchema,
} from '../../../../src/shared/contracts/cart'
import { CART_ERROR_CODES } from '../../../../src/shared/contracts/cart-constants'
import { checkoutDefaults } from '../../../checkout/checkout-defaults'
import { deliveryAddressBook } from '../../../checkout/delivery-addresses'
import { placeOrder } from '../../../checkout/place-order'
import { refillCart } from '../../../checkout/refill'
import { withCartErrors } from '../../../checkout/reply-cart-error'
import { transportOptions } from '../../../checkout/transport'
import { sendError } from '../../../http/send-error'
import { createPendingPayment } from '../../../payments/create-pending-payment'
import { methodsFor } from '../../../payments/payment-methods'
import { callerOf } from '../../../plugins/auth'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { reposOf } from '../../../plugins/repos-of'
import { vatRateOf } from '../../../shop/vat'

/** Checkout data (address book, transport, payment), the cart refill and placing the order. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app.checkout

  app.get(
    '/checkout/options',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'Addresses, transport options and payment methods for the checkout',
        querystring: checkoutOptionsQuerySchema,
        response: { 200: checkoutOptionsSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const auth = callerOf(request)
      const billing = await reposOf(request).addresses.billingAddress(auth.customerId)
      if (!billing) return sendError(reply, 404, CART_ERROR_CODES.addressNotFound, 'No billing address on the account.')
      const transport = transportOptions(request.query.shippingCountry ?? request.query.countryID, auth.currency)
      const payment = await methodsFor(app.db, app.payments.deps.providers.values(), auth.customerId)
      const offered = {
        transport: transport.map((option) => option.id),
        payment: payment.filter((method) => method.enabled).map((method) => method.id),
      }
      return {
        addresses: { billing, ...(await deliveryAddressBook(app.db, auth.customerId, billing)) },
        transport,
        payment,
        defaults: await checkoutDefaults(app.db, auth.customerId, offered),
        vatRate: vatRateOf(auth.entityID),
      }
    },
  )

  app.post(
    '/checkout/cart/refill',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Put a saved cart or an earlier order back into the cart',
        body: refillBodySchema,
        response: { 200: refillResponseSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) =>
      withCartErrors(reply, () =>
        refillCart(
          { ...deps, db: changeDb(request) },
          callerOf(request),
          { kind: request.body.source, id: request.body.id },
          request.body.languageID,
        ),
      ),
  )

  app.post(
    '/checkout/placeOrder',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Place the order (split into first and second order when part must be backordered)',
        body: placeOrderBodySchema,
        response: { 200: placeOrderResponseSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) =>
      withCartErrors(reply, async () => {
        const auth = callerOf(request)
        const db = changeDb(request)
        const { basHash, card } = request.body
        const response = await placeOrder({ ...deps, db }, auth, request.body, {
          offered: await methodsFor(db, app.payments.deps.providers.values(), auth.customerId),
          createPending: (trx, draft, prices) =>
            createPendingPayment(trx, draft, { entityID: auth.entityID, basHash, card, prices }),
        })
        // The workers wait for this request's commit (one SQLite connection), then find the new jobs.
        app.checkout.kick()
        app.webhooks.kickAfterCommit(request)
        return response
      }),
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  refillResponseSchema,
  saveCartBodySchema,
  savedCartIdBodySchema,
  savedCartSchema,
  savedCartsResponseSchema,
} from '../../../../src/shared/contracts/cart'
import { CART_ERROR_CODES } from '../../../../src/shared/contracts/cart-constants'
import { errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'
import { refillCart } from '../../../checkout/refill'
import { withCartErrors } from '../../../checkout/reply-cart-error'
import { sendError } from '../../../http/send-error'
import { callerOf } from '../../../plugins/auth'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'

/** Saved carts (/infocenter/mycarts): save the current cart under a name, list, restore, delete. */
export const savedCartsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })

  app.get(
    '/saved-carts',
    {
      config: { cache: 'private' },
      schema: { summary: 'Your saved carts', response: { 200: savedCartsResponseSchema, 401: errorBodySchema } },
    },
    async (request) => {
      return { carts: await reposOf(request).savedCarts.list(callerOf(request).customerId) }
    },
  )

  app.post(
    '/saved-carts/save',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Save the current cart under a name',
        body: saveCartBodySchema,
        response: { 200: savedCartSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const { customerId } = callerOf(request)
      const { carts, savedCarts } = reposOf(request)
      const cartId = await carts.findActiveCartId(customerId)
      const items = cartId === null ? [] : await carts.listItems(cartId)
      if (items.length === 0)
        return sendError(reply, 422, CART_ERROR_CODES.cartEmpty, 'The cart is empty; there is nothing to save.')
      const lines = items.map((item) => ({ sku: item.sku, vendorId: item.vendorId, qty: item.qty }))
      const id = await savedCarts.save(customerId, request.body.name, lines)
      const cart = await savedCarts.find(customerId, id)
      return cart ?? sendError(reply, 404, CART_ERROR_CODES.savedCartNotFound, 'No such saved cart.')
    },
  )

  app.post(
    '/saved-carts/restore',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Put a saved cart back into the cart',
        body: savedCartIdBodySchema.extend({ languageID: languageSchema }),
        response: { 200: refillResponseSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) =>
      withCartErrors(reply, () =>
        refillCart(
          { ...app.checkout.deps, db: changeDb(request) },
          callerOf(request),
          { kind: 'quote', id: String(request.body.id) },
          request.body.languageID,
        ),
      ),
  )

  app.post(
    '/saved-carts/delete',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Delete a saved cart',
        body: savedCartIdBodySchema,
        response: { 200: z.object({ code: z.literal('DELETED') }), ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const deleted = await reposOf(request).savedCarts.delete(callerOf(request).customerId, request.body.id)
      if (!deleted) return sendError(reply, 404, CART_ERROR_CODES.savedCartNotFound, 'No such saved cart.')
      return { code: 'DELETED' as const }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  addToCartBodySchema,
  cartCodeResponseSchema,
  deleteItemsBodySchema,
  getQuoteBodySchema,
  quoteSchema,
  updateItemBodySchema,
} from '../../../../src/shared/contracts/cart'
import { addLines, createCart, deleteItems, getQuote, updateItem } from '../../../checkout/cart-service'
import { parsePayloadSku } from '../../../checkout/part-catalog'
import { withCartErrors } from '../../../checkout/reply-cart-error'
import { callerOf, requireAuth } from '../../../plugins/auth'
import { customerChangeErrors } from '../../../plugins/errors'

/** SPEC.md §7 cart calls. Every change is idempotent per Idempotency-Key (server/plugins/idempotency.ts). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.checkout.deps
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store')
    return payload
  })

  app.post(
    '/checkout/cart/create',
    {
      preHandler: requireAuth,
      config: { idempotent: true },
      schema: {
        summary: 'The active cart (created when there is none)',
        response: { 200: cartCodeResponseSchema, ...customerChangeErrors },
      },
    },
    async (request) => ({ code: 'CART_READY', ...(await createCart(deps, callerOf(request))) }),
  )

  app.post(
    '/checkout/cart/getQuote',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'The cart as a quote',
        body: getQuoteBodySchema,
        response: { 200: quoteSchema, ...customerChangeErrors },
      },
    },
    async (request) => getQuote(deps, callerOf(request), request.body.languageID),
  )

  app.post(
    '/checkout/cart/add',
    {
      preHandler: requireAuth,
      config: { idempotent: true },
      schema: {
        summary: "Add lines ('{vendorId}-{sku}', qty)",
        body: addToCartBodySchema,
        response: { 200: cartCodeResponseSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) =>
      withCartErrors(reply, async () => {
        const lines = request.body.items.flatMap((item) => {
          const ref = parsePayloadSku(item.sku)
          return ref ? [{ ...ref, qty: item.qty }] : []
        })
        const result = await addLines(deps, callerOf(request), lines, 'strict', 'de')
        return { code: 'ADDED', cartID: result.cartID, itemCount: result.itemCount }
      }),
  )

  app.post(
    '/checkout/cart/delete',
    {
      preHandler: requireAuth,
      config: { idempotent: true },
      schema: {
        summary: 'Delete cart items',
        body: deleteItemsBodySchema,
        response: { 200: quoteSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) =>
      withCartErrors(reply, async () => {
        await deleteItems(deps, callerOf(request), request.body.item_ids)
        return getQuote(deps, callerOf(request), request.body.languageID)
      }),
  )

  app.post(
    '/checkout/cart/update/',
    {
      preHandler: requireAuth,
      config: { idempotent: true },
      schema: {
        summary: 'Change the quantity of a cart item',
        body: updateItemBodySchema,
        response: { 200: quoteSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) =>
      withCartErrors(reply, async () => {
        const { item_id, sku, qty, languageID } = request.body
        await updateItem(deps, callerOf(request), { itemId: item_id, sku, qty })
        return getQuote(deps, callerOf(request), languageID)
      }),
  )
}

import type { FastifyRequest } from 'fastify'
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
import { withCartErrors } from '../../../checkout/reply-cart-error'
import { callerOf } from '../../../plugins/auth'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { routeGroup } from '../../../plugins/route-group'
import { trustedSerializer } from '../../../plugins/trusted-serializer'
import { parsePayloadSku } from '../../../shop/part-number'

/** SPEC.md §7 cart calls. Every change is idempotent per Idempotency-Key (server/plugins/idempotency.ts). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.checkout.deps
  /** Changes write through the transaction that also stores their idempotency answer. */
  const changeDeps = (request: FastifyRequest) => ({ ...deps, db: changeDb(request) })
  // The cart changes with every call and the offline queue must never get a stored answer back.
  routeGroup(app, { cache: 'no-store' })

  app.post(
    '/checkout/cart/create',
    {
      config: { idempotent: true },
      schema: {
        summary: 'The active cart (created when there is none)',
        response: { 200: cartCodeResponseSchema, ...customerChangeErrors },
      },
    },
    async (request) => ({ code: 'CART_READY', ...(await createCart(changeDeps(request), callerOf(request))) }),
  )

  app.post(
    '/checkout/cart/getQuote',
    {
      schema: {
        summary: 'The cart as a quote',
        body: getQuoteBodySchema,
        response: { 200: quoteSchema, ...customerChangeErrors },
      },
      serializerCompiler: trustedSerializer,
    },
    async (request) => getQuote(deps, callerOf(request), request.body.languageID),
  )

  app.post(
    '/checkout/cart/add',
    {
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
        const result = await addLines(changeDeps(request), callerOf(request), lines, 'strict', 'de')
        return { code: 'ADDED', cartID: result.cartID, itemCount: result.itemCount }
      }),
  )

  app.post(
    '/checkout/cart/delete',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Delete cart items',
        body: deleteItemsBodySchema,
        response: { 200: quoteSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) =>
      withCartErrors(reply, async () => {
        await deleteItems(changeDeps(request), callerOf(request), request.body.item_ids)
        return getQuote(changeDeps(request), callerOf(request), request.body.languageID)
      }),
  )

  app.post(
    '/checkout/cart/update/',
    {
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
        await updateItem(changeDeps(request), callerOf(request), { itemId: item_id, sku, qty })
        return getQuote(changeDeps(request), callerOf(request), languageID)
      }),
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  quickOrderAddBodySchema,
  quickOrderAddResponseSchema,
  quickOrderResolveBodySchema,
  quickOrderResolveResponseSchema,
} from '../../../../src/shared/contracts/cart'
import { addLines } from '../../../checkout/cart-service'
import { resolveQuickOrderLines } from '../../../checkout/quick-order'
import { withCartErrors } from '../../../checkout/reply-cart-error'
import { callerOf } from '../../../plugins/auth'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { routeGroup } from '../../../plugins/route-group'
import { parsePayloadSku } from '../../../shop/part-number'

/** Quick order: resolve typed or pasted lines one by one, then add every valid line in one request. */
export const quickOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })
  app.post(
    '/quickorder/resolve',
    {
      config: { rateBudget: 'quick-order-check' },
      bodyLimit: 128 * 1024,
      schema: {
        summary: 'Resolve part or reference numbers to parts, each line with its own error',
        body: quickOrderResolveBodySchema,
        response: { 200: quickOrderResolveResponseSchema, ...customerChangeErrors },
      },
    },
    async (request) => ({
      lines: await resolveQuickOrderLines(app.checkout.deps, callerOf(request), request.body.lines, request.body.languageID),
    }),
  )

  app.post(
    '/quickorder/add',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Add resolved lines; a part already in the cart gets the quantities added up',
        body: quickOrderAddBodySchema,
        response: { 200: quickOrderAddResponseSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) =>
      withCartErrors(reply, async () => {
        const lines = request.body.items.flatMap((item) => {
          const ref = parsePayloadSku(item.sku)
          return ref ? [{ ...ref, qty: item.qty }] : []
        })
        const result = await addLines({ ...app.checkout.deps, db: changeDb(request) }, callerOf(request), lines, 'merge', 'de')
        return { code: 'ADDED', added: result.added, merged: result.merged, itemCount: result.itemCount }
      }),
  )
}

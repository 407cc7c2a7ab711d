import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { orderSchema, ordersListSchema } from '../../../../src/shared/contracts/cart'
import { CART_ERROR_CODES } from '../../../../src/shared/contracts/cart-constants'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { createOrderRepository } from '../../../db/repositories/order-repository'
import { callerOf, requireAuth } from '../../../plugins/auth'
import { sendError } from '../../../plugins/errors'

/** The customer's own orders (order history and a single order for the information centre). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrderRepository(app.db)
  app.get(
    '/orders',
    {
      preHandler: requireAuth,
      schema: { summary: 'Your orders, newest first', response: { 200: ordersListSchema, 401: errorBodySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { orders: await orders.list(callerOf(request).customerId) }
    },
  )
  app.get(
    '/orders/:orderNumber',
    {
      preHandler: requireAuth,
      schema: {
        summary: 'One of your orders',
        params: z.object({ orderNumber: z.string().regex(/^[AB]\d{2}-\d{6}$/) }),
        response: { 200: orderSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const [order] = await orders.list(callerOf(request).customerId, [request.params.orderNumber])
      if (!order) return sendError(reply, 404, CART_ERROR_CODES.orderNotFound, 'No such order.')
      reply.header('cache-control', 'private, no-store')
      return order
    },
  )
}

import type { FastifyPluginAsync } from 'fastify'
import { cartRoutes } from './cart-routes'
import { checkoutRoutes } from './checkout-routes'

export const checkoutApiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cartRoutes)
  await app.register(checkoutRoutes)
}

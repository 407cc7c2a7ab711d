import type { FastifyPluginAsync } from 'fastify'
import { routeGroup } from '../../../plugins/route-group'
import { cartRoutes } from './cart-routes'
import { checkoutRoutes } from './checkout-routes'
import { paymentRoutes } from './payment-routes'

export const checkoutApiRoutes: FastifyPluginAsync = async (app) => {
  routeGroup(app, { auth: 'customer' })
  await app.register(cartRoutes)
  await app.register(checkoutRoutes)
  await app.register(paymentRoutes)
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { availabilityBodySchema, availabilityResponseSchema } from '../../../../src/shared/contracts/customer-lists'
import { checkAvailability } from '../../../checkout/availability-check'
import { callerOf } from '../../../plugins/auth'
import { routeGroup } from '../../../plugins/route-group'

/** /infocenter/availability: up to 200 article or OE numbers with quantities → stock, delivery time, price, replacement. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })
  app.post(
    '/availability',
    {
      config: { cache: 'private' },
      bodyLimit: 128 * 1024,
      schema: {
        summary: 'Check stock per warehouse, delivery time, price and replacements of up to 200 lines',
        body: availabilityBodySchema,
        response: { 200: availabilityResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      return { lines: await checkAvailability(app.checkout.deps, callerOf(request), request.body.lines, request.body.languageID) }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { routeGroup } from '../../../plugins/route-group'
import { caseReadRoutes } from './case-read-routes'
import { returnSlipRoute } from './return-slip-route'
import { submitCaseRoute } from './submit-case-route'

/** Return, warranty and core cases (/infocenter/forms): what may go back, submit (confirmed by mail), list, photos, return slip. */
export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })
  await app.register(caseReadRoutes)
  await app.register(submitCaseRoute)
  await app.register(returnSlipRoute)
}

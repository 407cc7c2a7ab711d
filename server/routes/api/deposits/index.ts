import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { openCoresResponseSchema } from '../../../../src/shared/contracts/deposits'
import { openCoresOf, openCoresResponse, todayUtc } from '../../../deposits/open-cores'
import { sendError } from '../../../http/send-error'
import { sendPrivate } from '../../../infocenter/private-answer'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'

/** The shop switched the open cores account off (admin settings): the page does not exist, for every caller alike. */
export const DEPOSITS_DISABLED = 'DEPOSITS_DISABLED'

/** The open cores account (issue 31): every exchange unit the caller got delivered and not yet got credited. */
export const depositsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer', cache: 'private-revalidate' })
  app.get(
    '/deposits',
    {
      schema: {
        summary: 'Your open cores: exchange units delivered and not yet credited, soonest due first (deposits only with prices)',
        response: { 200: openCoresResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { deposits } = await app.settings.get()
      if (!deposits.enabled) return sendError(reply, 404, DEPOSITS_DISABLED, 'This shop keeps no open cores account.')
      const caller = callerOf(request)
      const rows = await reposOf(request).openCores.rowsOf(caller.customerId)
      const cores = openCoresOf(rows, deposits, todayUtc())
      const body = openCoresResponse(cores, deposits, { currency: caller.currency, showPrice: caller.features.showPrice })
      return sendPrivate(request, reply, body)
    },
  )
}

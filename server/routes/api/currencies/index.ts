import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { alternativeCurrencyBodySchema, currenciesResponseSchema } from '../../../../src/shared/contracts/customer-lists'
import { CUSTOMER_LIST_ERROR_CODES } from '../../../../src/shared/contracts/customer-lists-constants'
import type { AuthContext } from '../../../auth/auth-context'
import type { Repositories } from '../../../db/repositories/index'
import { sendError } from '../../../http/send-error'
import { callerOf } from '../../../plugins/auth'
import { customerChangeErrors } from '../../../plugins/errors'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'
import { CURRENCY_RATES, CURRENCY_RATES_DATE, crossRate } from '../../../shop/pricing'

/** The customer's (binding) currency, the chosen alternative and every rate from the binding one. */
async function currenciesOf(repos: Repositories, auth: AuthContext) {
  const rates = Object.keys(CURRENCY_RATES)
    .filter((code) => code !== auth.currency)
    .map((code) => ({ code, rate: crossRate(auth.currency, code) ?? 0, date: CURRENCY_RATES_DATE }))
  return {
    currency: auth.currency,
    alternativeCurrency: await repos.preferences.alternativeCurrency(auth.customerId),
    rates,
  }
}

/** /infocenter/currencies: read prices in a second currency beside the binding one (SPEC.md §3 alternativeCurrency). */
export const currenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })
  app.get(
    '/currencies',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'Your currency, the alternative one and the rates',
        response: { 200: currenciesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      return currenciesOf(reposOf(request), callerOf(request))
    },
  )

  app.put(
    '/currencies/alternative',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Choose the alternative currency (null: none); prices stay binding in your own currency',
        body: alternativeCurrencyBodySchema,
        response: { 200: currenciesResponseSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const auth = callerOf(request)
      const wanted = request.body.alternativeCurrency?.toUpperCase() ?? null
      if (wanted !== null && (wanted === auth.currency || crossRate(auth.currency, wanted) === null))
        return sendError(reply, 400, CUSTOMER_LIST_ERROR_CODES.currencyUnknown, `No rate from ${auth.currency} to ${wanted}.`)
      const repos = reposOf(request)
      await repos.preferences.setAlternativeCurrency(auth.customerId, wanted)
      return currenciesOf(repos, auth)
    },
  )
}

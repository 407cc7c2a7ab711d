import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { countriesResponseSchema, errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'
import { CONTINENTS } from '../../../../src/shared/contracts/continents'
import { LOCALE_OF } from '../../../../src/shared/contracts/languages'
import { reposOf } from '../../../plugins/repos-of'

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      schema: {
        summary: 'All countries grouped by continent; blacklisted ones are disabled',
        querystring: z.object({ languageID: languageSchema }),
        response: { 200: countriesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const lang = request.query.languageID
      // The admin area's stored list wins over COUNTRY_BLACKLIST (its first value).
      const blacklist = new Set((await app.settings.get()).countryBlacklist)
      const collator = new Intl.Collator(LOCALE_OF[lang])
      const rows = (await reposOf(request).countries.all(lang)).sort((a, b) => collator.compare(a.name, b.name))
      const continents = CONTINENTS.map((code) => ({
        code,
        countries: rows
          .filter((row) => row.continent === code)
          .map((row) => ({ countryID: row.code, countryName: row.name, disabled: blacklist.has(row.code) })),
      })).filter((continent) => continent.countries.length > 0)
      return { continents }
    },
  )
}

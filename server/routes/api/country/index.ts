import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  countryCodeSchema,
  countryResponseSchema,
  errorBodySchema,
  languageSchema,
} from '../../../../src/shared/contracts/content'
import { sendError } from '../../../http/send-error'
import { reposOf } from '../../../plugins/repos-of'

export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/country',
    {
      schema: {
        summary: 'One country with the entity that serves it (footer data)',
        querystring: z.object({
          languageID: languageSchema,
          countryID: countryCodeSchema,
          // Clients add a timestamp to bypass intermediate caches (SPEC.md §7); it carries no meaning here.
          timestamp: z.string().max(32).optional(),
        }),
        response: { 200: countryResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { languageID, countryID } = request.query
      const country = await reposOf(request).countries.withEntity(countryID, languageID)
      if (!country) return sendError(reply, 404, 'COUNTRY_NOT_FOUND', `Unknown country: ${countryID}`)
      return {
        countryID: country.code,
        countryName: country.name,
        entity: {
          entityCode: country.entityCode,
          companyName: country.companyName,
          street: country.street,
          city: country.city,
          phone: country.phone,
          email: country.email,
          vatId: country.vatId,
          helpDesk: country.helpDesk,
        },
        contactForm: country.contactForm,
        links: country.links,
        social: country.social.map((link) => ({ type: link.type, linkTranslation: link.url })),
      }
    },
  )
}

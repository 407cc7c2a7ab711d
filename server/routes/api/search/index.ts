import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addVinSuggestionBodySchema,
  partSearchBodySchema,
  partSearchResponseSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  vinSuggestionsSchema,
} from '../../../../src/shared/contracts/catalog'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { sendError } from '../../../http/send-error'
import { publicWhenAnonymous } from '../../../plugins/cache-policy'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'
import { trustedSerializer } from '../../../plugins/trusted-serializer'
import { toSearchProducts } from '../../../search/to-search-product'

/** SPEC.md §9: the product dropdown shows this many parts. */
const DROPDOWN_SIZE = 10

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // A logged-in customer whose session ended must not get a visitor's answer (no prices) unnoticed.
  routeGroup(app, { refuseDeadSession: true })
  app.post(
    '/search/partSearch',
    {
      schema: {
        summary: 'Search as you type: article number, OE reference number or words (SPEC.md §5)',
        body: partSearchBodySchema,
        response: { 200: partSearchResponseSchema, 400: errorBodySchema },
      },
      serializerCompiler: trustedSerializer,
    },
    async (request) => {
      const { searchTerm, languageID } = request.body
      const result = await app.catalogSearch.search({ term: searchTerm, lang: languageID, offset: 0, limit: DROPDOWN_SIZE })
      return {
        kind: result.kind ?? 'freetext',
        categories: result.categories,
        products: await toSearchProducts(reposOf(request).partPrices, result.products, request.auth),
      }
    },
  )

  app.get(
    '/search/products',
    {
      // Anonymous answers are the same for everyone, so the service worker and proxies may keep them a while.
      config: { cache: publicWhenAnonymous },
      schema: {
        summary: 'The search results page: by term, category (categories=U23 …) and/or news=true, paged',
        querystring: productSearchQuerySchema,
        response: { 200: productSearchResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { term, languageID, categories, news, page, pageSize } = request.query
      const result = await app.catalogSearch.search({
        term,
        lang: languageID,
        categoryId: categories,
        newsOnly: news === 'true',
        offset: (page - 1) * pageSize,
        limit: pageSize,
      })
      return {
        kind: result.kind,
        products: await toSearchProducts(reposOf(request).partPrices, result.products, request.auth),
        categories: { linkBase: '/search/results', categories: result.categories },
        pagination: { total: result.total, page, pageSize },
      }
    },
  )

  app.post(
    '/search/addVinSuggestion',
    {
      schema: {
        summary: "Remembers a VIN in the logged-in customer's recent VINs and returns them",
        body: addVinSuggestionBodySchema,
        response: { 200: vinSuggestionsSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!request.auth) return sendError(reply, 401, 'LOGIN_REQUIRED', 'Log in to keep a list of recent VINs.')
      const { vinNumber, limit } = request.body
      // The shop's setting bounds the list; an older client asking for more keeps no more than that.
      const kept = Math.min(limit ?? app.config.vinHistoryLength, app.config.vinHistoryLength)
      return reposOf(request).catalogVinSuggestions.add(request.auth.customerId, vinNumber.toUpperCase(), kept)
    },
  )

  app.get(
    '/search/getVinSuggestions',
    {
      config: { cache: 'private-revalidate' },
      schema: {
        summary: "The logged-in customer's recent VINs, newest first; an empty list for anonymous callers",
        response: { 200: vinSuggestionsSchema },
      },
    },
    async (request) => {
      return request.auth
        ? reposOf(request).catalogVinSuggestions.latest(request.auth.customerId, app.config.vinHistoryLength)
        : []
    },
  )

  // No-ops for the search benchmark: the POST one takes the same body as partSearch (parsed and validated
  // the same way), so the difference between the two is what searching costs.
  const pong = z.object({ ok: z.literal(true) })
  app.get('/search/ping', { schema: { summary: 'Does nothing (benchmark baseline)', response: { 200: pong } } }, async () => ({
    ok: true as const,
  }))
  app.post(
    '/search/ping',
    {
      schema: {
        summary: 'Does nothing with a partSearch body (benchmark baseline)',
        body: partSearchBodySchema,
        response: { 200: pong },
      },
      serializerCompiler: trustedSerializer,
    },
    async () => ({ ok: true as const }),
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CART_ERROR_CODES } from '../../../../src/shared/contracts/cart-constants'
import { errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'
import {
  addFavouriteBodySchema,
  favouriteRefSchema,
  favouritesResponseSchema,
  sharedFavouritesResponseSchema,
  shareTokenSchema,
} from '../../../../src/shared/contracts/services'
import { FAVOURITES_MAX, SERVICE_ERROR_CODES } from '../../../../src/shared/contracts/services-constants'
import type { AuthContext } from '../../../auth/auth-context'
import type { PriceViewer } from '../../../db/repositories/favourite-repository'
import { sendError } from '../../../http/send-error'
import { callerOf } from '../../../plugins/auth'
import { customerChangeErrors } from '../../../plugins/errors'
import { reposOf } from '../../../plugins/repos-of'

const langQuery = z.object({ languageID: languageSchema.default('de') })
const changed = z.object({ code: z.literal('SAVED') })
const viewerOf = (auth: AuthContext | null): PriceViewer =>
  auth?.features.showPrice ? { customerId: auth.customerId, priceGroup: auth.priceGroup, currency: auth.currency } : null

/**
 * Shared favourites (/infocenter/sharedFavourites): the customer's favourites list, published under an
 * unguessable link (revocable, one live link at a time). The link's page is public (SPEC.md §5); its
 * prices show only to a logged-in caller with price permission, in that caller's own prices.
 */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favourites',
    {
      config: { auth: 'customer', cache: 'private' },
      schema: {
        summary: 'Your favourites list and its share link',
        querystring: langQuery,
        response: { 200: favouritesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      const { favourites } = reposOf(request)
      return {
        items: await favourites.items(caller.customerId, request.query.languageID, viewerOf(caller)),
        share: await favourites.liveShare(caller.customerId),
      }
    },
  )

  app.get(
    '/shared-favourites/:token',
    {
      config: { cache: 'private' },
      schema: {
        summary:
          'A published favourites list, for anyone with its link (prices only for a logged-in caller with price permission)',
        params: z.object({ token: shareTokenSchema }),
        querystring: langQuery,
        response: { 200: sharedFavouritesResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { favourites } = reposOf(request)
      const owner = await favourites.ownerOf(request.params.token)
      if (!owner) return sendError(reply, 404, SERVICE_ERROR_CODES.shareLinkInvalid, 'This link is unknown or was withdrawn.')
      return {
        owner: owner.companyName,
        items: await favourites.items(owner.customerId, request.query.languageID, viewerOf(request.auth)),
      }
    },
  )

  const change = { config: { auth: 'customer', idempotent: true } } as const
  const changeSchema = (summary: string) => ({ summary, response: { 200: changed, ...customerChangeErrors } })

  app.post(
    '/favourites/add',
    {
      ...change,
      schema: {
        ...changeSchema('Put a part (article or OE number) on your favourites list, or set its quantity'),
        body: addFavouriteBodySchema,
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const repos = reposOf(request)
      const [part] = await repos.cartPricing.resolveTerm(request.body.term, {
        lang: 'de',
        customerId: caller.customerId,
        priceGroup: caller.priceGroup,
        currency: caller.currency,
      })
      if (!part) return sendError(reply, 422, CART_ERROR_CODES.partNotFound, 'No part has this number.')
      const list = repos.favourites
      const onList = (await list.items(caller.customerId, 'de', null)).some(
        (item) => item.sku === part.sku && item.vendorId === part.vendorId,
      )
      if (!onList && (await list.count(caller.customerId)) >= FAVOURITES_MAX)
        return sendError(reply, 422, SERVICE_ERROR_CODES.favouritesFull, `The list holds at most ${FAVOURITES_MAX} parts.`)
      await list.put(caller.customerId, part, request.body.qty)
      return { code: 'SAVED' as const }
    },
  )

  app.post(
    '/favourites/remove',
    { ...change, schema: { ...changeSchema('Take a part off your favourites list'), body: favouriteRefSchema } },
    async (request, reply) => {
      const removed = await reposOf(request).favourites.remove(callerOf(request).customerId, request.body)
      if (!removed) return sendError(reply, 404, SERVICE_ERROR_CODES.favouriteNotFound, 'This part is not on the list.')
      return { code: 'SAVED' as const }
    },
  )

  app.post(
    '/favourites/share',
    { ...change, schema: changeSchema('Publish the list under a new link (the previous link stops working)') },
    async (request) => {
      await reposOf(request).favourites.share(callerOf(request).customerId)
      return { code: 'SAVED' as const }
    },
  )

  app.post(
    '/favourites/unshare',
    { ...change, schema: changeSchema('Withdraw the link: it stops working at once') },
    async (request) => {
      await reposOf(request).favourites.unshare(callerOf(request).customerId)
      return { code: 'SAVED' as const }
    },
  )
}

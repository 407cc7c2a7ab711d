import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema, languageSchema } from '../../../../src/shared/contracts/content'
import {
  addressIdParamsSchema,
  noticeAddBodySchema,
  noticeEntrySchema,
  noticeListResponseSchema,
  noticeToCartBodySchema,
  noticeToCartResponseSchema,
  noticeUpdateBodySchema,
} from '../../../../src/shared/contracts/customer-lists'
import { CUSTOMER_LIST_ERROR_CODES, NOTICE_LIST_MAX } from '../../../../src/shared/contracts/customer-lists-constants'
import { addLines, priceContext } from '../../../checkout/cart-service'
import { noticeEntries } from '../../../checkout/notice-list'
import { withCartErrors } from '../../../checkout/reply-cart-error'
import { sendError } from '../../../http/send-error'
import { callerOf } from '../../../plugins/auth'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'
import { parsePayloadSku, partKey } from '../../../shop/part-number'

const langQuery = z.object({ languageID: languageSchema.default('de') })
const notFound = 'No such entry on your notice list.'

/** /infocenter/noticelist: parts a buyer watches, with a note and a quantity; moved to the cart one or all at once. */
export const noticeListRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })
  const deps = (db = app.db) => ({ ...app.checkout.deps, db })

  app.get(
    '/noticelist',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'Your notice list with today’s stock and price, marked when back in stock or the price changed',
        querystring: langQuery,
        response: { 200: noticeListResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      return { entries: await noticeEntries(deps(), callerOf(request), request.query.languageID) }
    },
  )

  app.post(
    '/noticelist',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Watch a part (a part already watched gets the new quantity and note)',
        querystring: langQuery,
        body: noticeAddBodySchema,
        response: { 200: noticeEntrySchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const auth = callerOf(request)
      const db = changeDb(request)
      const ref = parsePayloadSku(request.body.sku)
      const part = ref
        ? (await app.checkout.deps.partsFor(db).findParts([ref], priceContext(auth, 'de'))).get(partKey(ref))
        : undefined
      if (!ref || !part) return sendError(reply, 404, CUSTOMER_LIST_ERROR_CODES.partNotFound, 'No such part.')
      const list = reposOf(request).noticeList
      if ((await list.count(auth.customerId)) >= NOTICE_LIST_MAX)
        return sendError(
          reply,
          422,
          CUSTOMER_LIST_ERROR_CODES.noticeListFull,
          `At most ${NOTICE_LIST_MAX} parts on the notice list.`,
        )
      const id = await list.upsert(auth.customerId, {
        id: `notice-${randomUUID()}`,
        ...ref,
        qty: request.body.qty,
        note: request.body.note,
        addedAt: new Date().toISOString(),
        priceAtAdd: part.unitPrice,
        currencyAtAdd: part.currency,
        stockAtAdd: part.stock,
      })
      const [entry] = await noticeEntries(deps(db), auth, request.query.languageID, await list.byIds(auth.customerId, [id]))
      return entry ?? sendError(reply, 404, CUSTOMER_LIST_ERROR_CODES.noticeNotFound, notFound)
    },
  )

  app.put(
    '/noticelist/:id',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Change the quantity and note of a watched part',
        params: addressIdParamsSchema,
        body: noticeUpdateBodySchema,
        response: { 200: z.object({ code: z.literal('UPDATED') }), ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const changed = await reposOf(request).noticeList.update(callerOf(request).customerId, request.params.id, request.body)
      if (!changed) return sendError(reply, 404, CUSTOMER_LIST_ERROR_CODES.noticeNotFound, notFound)
      return { code: 'UPDATED' as const }
    },
  )

  app.delete(
    '/noticelist/:id',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Stop watching a part',
        params: addressIdParamsSchema,
        response: { 200: z.object({ code: z.literal('DELETED') }), ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const removed = await reposOf(request).noticeList.remove(callerOf(request).customerId, [request.params.id])
      if (removed === 0) return sendError(reply, 404, CUSTOMER_LIST_ERROR_CODES.noticeNotFound, notFound)
      return { code: 'DELETED' as const }
    },
  )

  app.post(
    '/noticelist/to-cart',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Move watched parts into the cart (quantities add up with lines already there) and off the list',
        body: noticeToCartBodySchema,
        response: { 200: noticeToCartResponseSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) =>
      withCartErrors(reply, async () => {
        const auth = callerOf(request)
        const db = changeDb(request)
        const list = reposOf(request).noticeList
        const rows = await list.byIds(auth.customerId, request.body.ids)
        // All or nothing: one id that is not this customer's refuses the whole move.
        if (rows.length !== new Set(request.body.ids).size)
          return sendError(reply, 404, CUSTOMER_LIST_ERROR_CODES.noticeNotFound, notFound)
        // A part that left the catalogue stays on the list (marked there); the others move.
        const found = await app.checkout.deps.partsFor(db).findParts(rows, priceContext(auth, 'de'))
        const movable = rows.filter((row) => found.has(partKey(row)))
        const unavailable = rows.filter((row) => !found.has(partKey(row))).map(partKey)
        const result = await addLines(deps(db), auth, movable, 'merge', 'de')
        if (movable.length > 0)
          await list.remove(
            auth.customerId,
            movable.map((row) => row.id),
          )
        return { code: 'MOVED' as const, moved: movable.length, itemCount: result.itemCount, unavailable }
      }),
  )
}

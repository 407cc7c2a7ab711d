import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import {
  addressesResponseSchema,
  addressIdParamsSchema,
  deliveryAddressInputSchema,
  deliveryAddressSchema,
} from '../../../../src/shared/contracts/customer-lists'
import {
  ADDRESS_BOOK_MAX,
  CUSTOMER_LIST_ERROR_CODES,
  isValidPostcode,
} from '../../../../src/shared/contracts/customer-lists-constants'
import { sendError } from '../../../http/send-error'
import { recordWebhookEvent } from '../../../integration/webhooks/record-webhook-event'
import { callerOf } from '../../../plugins/auth'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'

const notFound = 'No such delivery address.'
const badPostcode = (country: string) => `The postcode does not have the format of ${country}.`
const deleted = z.object({ code: z.literal('DELETED') })

/** contact.delivery_addresses_changed, in the change's transaction: what changed and the whole list after it. */
async function recordAddressChange(
  app: FastifyInstance,
  request: FastifyRequest,
  change: 'created' | 'updated' | 'deleted' | 'defaultSet',
  addressId: string,
) {
  const { customerId, contactId } = callerOf(request)
  const deliveryAddresses = await reposOf(request).addresses.shippingAddresses(customerId)
  await recordWebhookEvent(changeDb(request), 'contact.delivery_addresses_changed', {
    customer: { id: customerId, contactId },
    change,
    addressId,
    deliveryAddresses,
  })
  app.webhooks.kickAfterCommit(request)
}

/** /infocenter/addresses: the billing address (read-only, ERP) and the delivery addresses the customer keeps. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })
  app.get(
    '/addresses',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'Your billing address and delivery addresses',
        response: { 200: addressesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { customerId } = callerOf(request)
      const { addresses } = reposOf(request)
      const billing = await addresses.billingAddress(customerId)
      if (!billing) return sendError(reply, 401, 'UNAUTHORIZED', 'The customer no longer exists.')
      return { billing, delivery: await addresses.shippingAddresses(customerId) }
    },
  )

  app.post(
    '/addresses',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Add a delivery address (postcode checked per country: BAD_POSTCODE)',
        body: deliveryAddressInputSchema,
        response: { 200: deliveryAddressSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const { customerId } = callerOf(request)
      if (!isValidPostcode(request.body.country, request.body.postalCode))
        return sendError(reply, 400, CUSTOMER_LIST_ERROR_CODES.badPostcode, badPostcode(request.body.country))
      const { addresses } = reposOf(request)
      if ((await addresses.count(customerId)) >= ADDRESS_BOOK_MAX)
        return sendError(reply, 422, CUSTOMER_LIST_ERROR_CODES.addressBookFull, `At most ${ADDRESS_BOOK_MAX} delivery addresses.`)
      // 37 characters: the checkout takes a saved address id of at most 40.
      const id = `addr-${randomUUID().replaceAll('-', '')}`
      await addresses.add(customerId, id, request.body)
      await recordAddressChange(app, request, 'created', id)
      return { id, ...request.body }
    },
  )

  app.put(
    '/addresses/:id',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Change a delivery address',
        params: addressIdParamsSchema,
        body: deliveryAddressInputSchema,
        response: { 200: deliveryAddressSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!isValidPostcode(request.body.country, request.body.postalCode))
        return sendError(reply, 400, CUSTOMER_LIST_ERROR_CODES.badPostcode, badPostcode(request.body.country))
      const changed = await reposOf(request).addresses.update(callerOf(request).customerId, id, request.body)
      if (!changed) return sendError(reply, 404, CUSTOMER_LIST_ERROR_CODES.addressNotFound, notFound)
      await recordAddressChange(app, request, 'updated', id)
      return { id, ...request.body }
    },
  )

  app.post(
    '/addresses/:id/default',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Make a delivery address the default',
        params: addressIdParamsSchema,
        response: { 200: z.object({ code: z.literal('DEFAULT_SET') }), ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const set = await reposOf(request).addresses.setDefault(callerOf(request).customerId, request.params.id)
      if (!set) return sendError(reply, 404, CUSTOMER_LIST_ERROR_CODES.addressNotFound, notFound)
      await recordAddressChange(app, request, 'defaultSet', request.params.id)
      return { code: 'DEFAULT_SET' as const }
    },
  )

  app.delete(
    '/addresses/:id',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Delete a delivery address',
        params: addressIdParamsSchema,
        response: { 200: deleted, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const removed = await reposOf(request).addresses.remove(callerOf(request).customerId, request.params.id)
      if (!removed) return sendError(reply, 404, CUSTOMER_LIST_ERROR_CODES.addressNotFound, notFound)
      await recordAddressChange(app, request, 'deleted', request.params.id)
      return { code: 'DELETED' as const }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  contactLockSchema,
  contactParamsSchema,
  customerDetailSchema,
  customerListSchema,
  customerParamsSchema,
  customerSearchQuerySchema,
  customerUpdateSchema,
} from '../../../../src/shared/contracts/admin'
import { ADMIN_ERROR_CODES, ADMIN_PAGE_SIZE } from '../../../../src/shared/contracts/admin-constants'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { auditView, customerColumns, customerDetail, searchCustomers } from '../../../admin/admin-customers'
import { auditedChange, writeAudit } from '../../../admin/audit-log'
import { kihAdminOf } from '../../../admin/require-kih-admin'
import { sendResetMail } from '../../../auth/send-reset-mail'
import { serializeOn } from '../../../db/dialect'
import { createRepositories } from '../../../db/repositories/index'
import { sendError } from '../../../http/send-error'
import { reposOf } from '../../../plugins/repos-of'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

class NotFound extends Error {}
class LastAdmin extends Error {}

/** Customers and their contacts: search, view, change flags/price group/currency/buyer reference/payment methods, lock, send a reset mail. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      schema: {
        summary: 'Search customers (admin)',
        querystring: customerSearchQuerySchema,
        response: { 200: customerListSchema, ...errors },
      },
    },
    async (request) => {
      const found = await searchCustomers(app.db, { ...request.query, pageSize: ADMIN_PAGE_SIZE })
      return { ...found, page: request.query.page, pageSize: ADMIN_PAGE_SIZE }
    },
  )

  app.get(
    '/customers/:customerId',
    {
      schema: {
        summary: 'One customer with contacts (admin)',
        params: customerParamsSchema,
        response: { 200: customerDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const detail = await customerDetail(app.db, request.params.customerId)
      return detail ?? sendError(reply, 404, ADMIN_ERROR_CODES.notFound, 'No such customer.')
    },
  )

  app.patch(
    '/customers/:customerId',
    {
      schema: {
        summary:
          'Change feature flags, price group, currency, buyer reference (Leitweg-ID) or allowed payment methods (admin, audited)',
        params: customerParamsSchema,
        body: customerUpdateSchema,
        response: { 200: customerDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { customerId } = request.params
      try {
        return await auditedChange(app.db, kihAdminOf(request), async (trx) => {
          const before = await customerDetail(trx, customerId)
          if (!before) throw new NotFound()
          const columns = customerColumns(request.body)
          if (Object.keys(columns).length > 0) {
            await createRepositories(trx).customers.update(customerId, columns)
          }
          const after = (await customerDetail(trx, customerId)) as NonNullable<typeof before>
          return {
            action: 'customer.update',
            target: `customer:${customerId}`,
            before: auditView(before),
            after: auditView(after),
            result: after,
          }
        })
      } catch (error) {
        if (error instanceof NotFound) return sendError(reply, 404, ADMIN_ERROR_CODES.notFound, 'No such customer.')
        throw error
      }
    },
  )

  app.put(
    '/contacts/:contactId/lock',
    {
      schema: {
        summary:
          'Lock or unlock a contact; a lock ends its sessions at once (admin, audited). 409 LAST_ADMIN: the last active administrator stays',
        params: contactParamsSchema,
        body: contactLockSchema,
        response: { 200: z.object({ contactId: z.string(), locked: z.boolean() }), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { contactId } = request.params
      const { locked } = request.body
      try {
        return await auditedChange(app.db, kihAdminOf(request), async (trx) => {
          // Two administrators locking each other at once must not both pass the count below.
          await serializeOn(trx, 'admin:lock')
          const { contacts } = createRepositories(trx)
          const row = await contacts.byId(contactId)
          if (!row) throw new NotFound()
          await contacts.setDisabled(contactId, locked)
          // Nobody could log in to the admin area any more, not even to undo this: refused, nothing written.
          if (locked && row.role === 'admin' && (await contacts.countActiveAdmins()) === 0) throw new LastAdmin()
          return {
            action: locked ? 'contact.lock' : 'contact.unlock',
            target: `contact:${contactId}`,
            before: { locked: row.disabled === 1 },
            after: { locked },
            result: { contactId, locked },
          }
        })
      } catch (error) {
        if (error instanceof NotFound) return sendError(reply, 404, ADMIN_ERROR_CODES.notFound, 'No such contact.')
        if (error instanceof LastAdmin) {
          return sendError(reply, 409, ADMIN_ERROR_CODES.lastAdmin, 'The last active administrator cannot be locked.')
        }
        throw error
      }
    },
  )

  app.post(
    '/contacts/:contactId/reset-mail',
    {
      schema: {
        summary: 'Send the password-reset mail to a contact (admin, audited)',
        params: contactParamsSchema,
        body: z.object({}).nullish(),
        response: { 202: z.object({ sent: z.boolean() }), ...errors },
      },
    },
    async (request, reply) => {
      const contact = await reposOf(request).contacts.byId(request.params.contactId)
      if (!contact) return sendError(reply, 404, ADMIN_ERROR_CODES.notFound, 'No such contact.')
      // The mail leaves only after the entry is written: a sent mail is always in the log.
      await writeAudit(app.db, kihAdminOf(request), {
        action: 'contact.resetMail',
        target: `contact:${request.params.contactId}`,
        before: null,
        after: { email: contact.email },
      })
      const sent = await sendResetMail(app, contact.email, undefined)
      return reply.code(202).send({ sent })
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { mailSettingsSchema } from '../../../../src/shared/contracts/mail-settings'
import { callerOf } from '../../../plugins/auth'
import { customerChangeErrors } from '../../../plugins/errors'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'

/**
 * The logged-in contact's own settings (not the customer's): which notification mails they get when
 * the ERP confirms, ships, invoices or moves a backorder date (issue 29, docs/accounts.md).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer', cache: 'private' })
  app.get(
    '/account/mail-settings',
    {
      schema: {
        summary: 'Your notification mails (no choice yet: the defaults)',
        response: { 200: mailSettingsSchema, 401: errorBodySchema },
      },
    },
    async (request) => reposOf(request).mailSettings.of(callerOf(request).contactId),
  )

  app.post(
    '/account/mail-settings',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Choose your notification mails (all four each time)',
        body: mailSettingsSchema,
        response: { 200: mailSettingsSchema, ...customerChangeErrors },
      },
    },
    async (request) => {
      const { contactId } = callerOf(request)
      const repos = reposOf(request)
      await repos.mailSettings.set(contactId, request.body)
      return repos.mailSettings.of(contactId)
    },
  )
}

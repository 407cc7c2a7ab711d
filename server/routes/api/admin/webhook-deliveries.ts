import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { WEBHOOK_ERROR_CODES } from '../../../../src/shared/contracts/webhook-constants'
import {
  type WebhookDelivery,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointParamsSchema,
} from '../../../../src/shared/contracts/webhooks'
import { auditedChange } from '../../../admin/audit-log'
import { kihAdminOf } from '../../../admin/require-kih-admin'
import { createRepositories } from '../../../db/repositories/index'
import { sendError } from '../../../http/send-error'
import { sendWebhook } from '../../../integration/webhooks/send-webhook'
import { reposOf } from '../../../plugins/repos-of'
import { endpointNotFound } from './webhooks'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/** The delivery log of one webhook endpoint, and the resend by hand (issue 29). */
export const adminWebhookDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        summary: 'Deliveries of a webhook endpoint, newest first, 25 a page, each with its attempts (admin)',
        params: webhookEndpointParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const repos = reposOf(request)
      if (!(await repos.webhookEndpoints.byId(request.params.id))) return endpointNotFound(reply)
      return repos.webhookDeliveryLog.page(request.params.id, request.query.state, request.query.page)
    },
  )

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        summary:
          'Send a delivery again now: same webhook-id, new timestamp and signature; a 2xx makes it delivered (admin, audited)',
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookDeliverySchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, deliveryId } = request.params
      const repos = reposOf(request)
      const delivery = await repos.webhookDeliveryLog.one(id, deliveryId)
      if (!delivery) return sendError(reply, 404, WEBHOOK_ERROR_CODES.deliveryNotFound, 'No such delivery of this endpoint.')
      const target = await repos.webhookDeliveries.target(deliveryId)
      if (!target?.enabled)
        return sendError(reply, 409, WEBHOOK_ERROR_CODES.endpointDisabled, 'The endpoint is switched off; switch it on to send.')
      const attemptedAt = Math.floor(Date.now() / 1000)
      // Sent outside any transaction: a slow receiver must not hold the database (one connection on SQLite).
      const outcome = await sendWebhook(target, { timeoutMs: app.config.webhookTimeoutSeconds * 1000 })
      return auditedChange(app.db, kihAdminOf(request), async (trx) => {
        const changed = createRepositories(trx)
        await changed.webhookDeliveries.recordManual(deliveryId, { ...outcome, attemptedAt, manual: true }, outcome.delivered)
        const after = (await changed.webhookDeliveryLog.one(id, deliveryId)) as WebhookDelivery
        return {
          action: 'webhookDelivery.resend',
          target: `webhook-delivery:${deliveryId}`,
          before: { state: delivery.state },
          after: { state: after.state, statusCode: outcome.statusCode },
          result: after,
        }
      })
    },
  )
}

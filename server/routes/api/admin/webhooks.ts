import { randomUUID } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { WEBHOOK_ERROR_CODES } from '../../../../src/shared/contracts/webhook-constants'
import {
  createdWebhookEndpointSchema,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  webhookEndpointBodySchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
} from '../../../../src/shared/contracts/webhooks'
import { auditedChange } from '../../../admin/audit-log'
import { kihAdminOf } from '../../../admin/require-kih-admin'
import { createRepositories } from '../../../db/repositories/index'
import { sendError } from '../../../http/send-error'
import { newWebhookSecret } from '../../../integration/webhooks/webhook-secret'
import { reposOf } from '../../../plugins/repos-of'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

export class WebhookEndpointNotFound extends Error {}

export const endpointNotFound = (reply: FastifyReply) =>
  sendError(reply, 404, WEBHOOK_ERROR_CODES.endpointNotFound, 'No such webhook endpoint.')

/** What the audit log keeps of an endpoint: never its secret. */
const audited = (endpoint: WebhookEndpoint | WebhookEndpointBody) => ({
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
  enabled: endpoint.enabled,
})

/**
 * The webhook endpoints the shop sends to (issue 29; contract src/shared/contracts/webhooks.ts). The
 * secret is in the answers of create and rotate-secret only. Every change is audited like the other
 * admin changes; the URL is the admin's to choose (http or https only).
 */
export const adminWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Runs an audited change of one endpoint; a missing endpoint answers 404 and writes nothing. */
  async function changeEndpoint<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
    try {
      return await run()
    } catch (error) {
      if (error instanceof WebhookEndpointNotFound) return endpointNotFound(reply)
      throw error
    }
  }

  app.get(
    '/webhooks',
    {
      schema: {
        summary: 'Webhook endpoints with their delivery counts, without secrets (admin)',
        response: { 200: webhookEndpointsResponseSchema, ...errors },
      },
    },
    async (request) => ({ endpoints: await reposOf(request).webhookEndpoints.list() }),
  )

  app.post(
    '/webhooks',
    {
      schema: {
        summary: 'Add a webhook endpoint; its signing secret is in this answer only (admin, audited)',
        body: webhookEndpointBodySchema,
        response: { 201: createdWebhookEndpointSchema, ...errors },
      },
    },
    async (request, reply) => {
      const secret = newWebhookSecret()
      const created = await auditedChange(app.db, kihAdminOf(request), async (trx) => {
        const endpoints = createRepositories(trx).webhookEndpoints
        const id = randomUUID()
        await endpoints.create(id, request.body, secret)
        const endpoint = (await endpoints.byId(id)) as WebhookEndpoint
        return {
          action: 'webhookEndpoint.create',
          target: `webhook-endpoint:${id}`,
          before: null,
          after: audited(endpoint),
          result: endpoint,
        }
      })
      return reply.code(201).send({ endpoint: created, secret })
    },
  )

  app.post(
    '/webhooks/:id',
    {
      schema: {
        summary: 'Change a webhook endpoint: URL, description, events, on/off (admin, audited)',
        params: webhookEndpointParamsSchema,
        body: webhookEndpointBodySchema,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
    async (request, reply) =>
      changeEndpoint(reply, () =>
        auditedChange(app.db, kihAdminOf(request), async (trx) => {
          const endpoints = createRepositories(trx).webhookEndpoints
          const before = await endpoints.byId(request.params.id)
          if (!before) throw new WebhookEndpointNotFound()
          await endpoints.update(before.id, request.body)
          const after = (await endpoints.byId(before.id)) as WebhookEndpoint
          return {
            action: 'webhookEndpoint.update',
            target: `webhook-endpoint:${before.id}`,
            before: audited(before),
            after: audited(after),
            result: after,
          }
        }),
      ),
  )

  app.post(
    '/webhooks/:id/delete',
    {
      schema: {
        summary: 'Delete a webhook endpoint and its delivery log; its pending deliveries are not sent (admin, audited)',
        params: webhookEndpointParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await changeEndpoint(reply, async () => {
        await auditedChange(app.db, kihAdminOf(request), async (trx) => {
          const endpoints = createRepositories(trx).webhookEndpoints
          const before = await endpoints.byId(request.params.id)
          if (!before) throw new WebhookEndpointNotFound()
          await endpoints.remove(before.id)
          return {
            action: 'webhookEndpoint.delete',
            target: `webhook-endpoint:${before.id}`,
            before: audited(before),
            after: null,
            result: true,
          }
        })
        return reply.code(204).send(null)
      })
      return deleted
    },
  )

  app.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        summary:
          'Give a webhook endpoint a new signing secret, in this answer only; the old one signs nothing more (admin, audited)',
        params: webhookEndpointParamsSchema,
        response: { 200: z.object({ secret: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      changeEndpoint(reply, () =>
        auditedChange(app.db, kihAdminOf(request), async (trx) => {
          const endpoints = createRepositories(trx).webhookEndpoints
          const before = await endpoints.byId(request.params.id)
          if (!before) throw new WebhookEndpointNotFound()
          const secret = newWebhookSecret()
          await endpoints.setSecret(before.id, secret)
          return {
            action: 'webhookEndpoint.rotateSecret',
            target: `webhook-endpoint:${before.id}`,
            before: null,
            after: null,
            result: { secret },
          }
        }),
      ),
  )
}

import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import {
  apiKeyIdParamsSchema,
  apiKeySchema,
  apiKeysResponseSchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
} from '../../../../src/shared/contracts/services'
import { SERVICE_ERROR_CODES } from '../../../../src/shared/contracts/services-constants'
import { newApiKeySecret } from '../../../auth/api-key-secret'
import { sendError } from '../../../http/send-error'
import { callerOf } from '../../../plugins/auth'
import { customerChangeErrors } from '../../../plugins/errors'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'

/** A replay of the creating request tells the key was made, without its secret: the secret is shown once. */
function withoutSecret(body: string): string {
  const parsed = JSON.parse(body) as { secret?: unknown }
  return JSON.stringify({ ...parsed, secret: null })
}

/** The partner interface (/infocenter/partnerinterface): the customer's API keys. Never reachable with an API key. */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })
  app.get(
    '/api-keys',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'Your API keys (without their secrets)',
        response: { 200: apiKeysResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      return { keys: await reposOf(request).apiKeys.list(callerOf(request).customerId) }
    },
  )

  app.post(
    '/api-keys',
    {
      config: { cache: 'no-store', idempotent: true, storedForReplay: withoutSecret },
      schema: {
        summary: 'Create an API key; its secret is in this answer only',
        body: createApiKeyBodySchema,
        response: { 200: createdApiKeySchema, ...customerChangeErrors },
      },
    },
    async (request) => {
      const caller = callerOf(request)
      const { secret, prefix, hash } = newApiKeySecret()
      const key = await reposOf(request).apiKeys.create({
        id: randomUUID(),
        customer_id: caller.customerId,
        contact_id: caller.contactId,
        name: request.body.name,
        prefix,
        key_hash: hash,
        scopes: [...new Set(request.body.scopes)].join(','),
      })
      return { key, secret }
    },
  )

  app.post(
    '/api-keys/:id/revoke',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Revoke an API key: calls with it are refused (401) from now on',
        params: apiKeyIdParamsSchema,
        response: { 200: apiKeySchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const key = await reposOf(request).apiKeys.revoke(callerOf(request).customerId, request.params.id)
      return key ?? sendError(reply, 404, SERVICE_ERROR_CODES.apiKeyNotFound, 'No such API key.')
    },
  )
}

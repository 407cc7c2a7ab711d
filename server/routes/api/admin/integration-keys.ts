import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { INTEGRATION_ERROR_CODES } from '../../../../src/shared/contracts/integration-constants'
import {
  createdIntegrationKeySchema,
  createIntegrationKeyBodySchema,
  integrationKeyParamsSchema,
  integrationKeySchema,
  integrationKeysResponseSchema,
} from '../../../../src/shared/contracts/integration-keys'
import { auditedChange } from '../../../admin/audit-log'
import { kihAdminOf } from '../../../admin/require-kih-admin'
import { newIntegrationKeySecret } from '../../../auth/integration-key-secret'
import { createRepositories } from '../../../db/repositories/index'
import { sendError } from '../../../http/send-error'
import { reposOf } from '../../../plugins/repos-of'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

class NotFound extends Error {}

/**
 * The keys systems use on /api/integration (issue 28): list, create (the secret is in that answer
 * only; the audit entry holds the prefix, never the secret), revoke. Audited like every admin change.
 */
export const adminIntegrationKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/integration-keys',
    {
      schema: {
        summary: 'Integration keys, without their secrets (admin)',
        response: { 200: integrationKeysResponseSchema, ...errors },
      },
    },
    async (request) => ({ keys: await reposOf(request).integrationKeys.list() }),
  )

  app.post(
    '/integration-keys',
    {
      schema: {
        summary: 'Create an integration key; its secret is in this answer only (admin, audited)',
        body: createIntegrationKeyBodySchema,
        response: { 200: createdIntegrationKeySchema, ...errors },
      },
    },
    async (request) => {
      const admin = kihAdminOf(request)
      const { secret, prefix, hash } = newIntegrationKeySecret()
      return auditedChange(app.db, admin, async (trx) => {
        const key = await createRepositories(trx).integrationKeys.create({
          id: randomUUID(),
          name: request.body.name,
          prefix,
          secretHash: hash,
          scopes: request.body.scopes,
          createdBy: admin.email,
        })
        return {
          action: 'integrationKey.create',
          target: `integration-key:${key.id}`,
          before: null,
          after: { name: key.name, prefix: key.prefix, scopes: key.scopes },
          result: { key, secret },
        }
      })
    },
  )

  app.post(
    '/integration-keys/:id/revoke',
    {
      schema: {
        summary: 'Revoke an integration key: calls with it are refused (401) from now on (admin, audited)',
        params: integrationKeyParamsSchema,
        response: { 200: integrationKeySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      try {
        return await auditedChange(app.db, kihAdminOf(request), async (trx) => {
          const keys = createRepositories(trx).integrationKeys
          const before = await keys.byId(id)
          if (!before) throw new NotFound()
          const after = (await keys.revoke(id)) ?? before
          return {
            action: 'integrationKey.revoke',
            target: `integration-key:${id}`,
            before: { revokedAt: before.revokedAt },
            after: { revokedAt: after.revokedAt },
            result: after,
          }
        })
      } catch (error) {
        if (error instanceof NotFound) {
          return sendError(reply, 404, INTEGRATION_ERROR_CODES.keyNotFound, 'No such integration key.')
        }
        throw error
      }
    },
  )
}

import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import type { IntegrationScope } from '../../../../src/shared/contracts/integration-constants'
import type { Db } from '../../../db/connect'
import type { ErpUpsertResult } from '../../../integration/erp/erp-refusals'
import type { ErpOrderOptions } from '../../../integration/erp/upsert-erp-orders'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { erpBatchAnswerSchema } from './erp-batch-schemas'

type ErpBatchRoute<Item> = {
  url: string
  summary: string
  scope: IntegrationScope
  body: z.ZodType<{ items: Item[] }>
  bodyLimit: number
  apply: (trx: Db, items: Item[], options: ErpOrderOptions) => Promise<ErpUpsertResult>
}

/**
 * One ERP door of the integration API (orders, documents, shipments): like batch-route.ts, the change
 * runs in the request's change transaction, so the change and its stored answer for the
 * Idempotency-Key commit together; 200 when every item was applied, 207 with `refused` otherwise.
 */
export function erpBatchRoute<Item>(app: FastifyInstance, route: ErpBatchRoute<Item>) {
  app.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      bodyLimit: route.bodyLimit,
      config: { idempotent: true, integrationScope: route.scope, rateBudget: 'integration-batch' },
      schema: {
        summary: `${route.summary} (integration key with ${route.scope}; Idempotency-Key)`,
        tags: ['integration'],
        body: route.body,
        response: {
          200: erpBatchAnswerSchema,
          207: erpBatchAnswerSchema,
          ...customerChangeErrors,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { items } = request.body as { items: Item[] }
      const result = await route.apply(changeDb(request), items, {
        now: new Date().toISOString(),
        notify: true,
        defaultLanguage: app.config.defaultLanguage,
      })
      return reply.code(result.refused.length > 0 ? 207 : 200).send(result)
    },
  )
}

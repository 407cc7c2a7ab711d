import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import type { IntegrationScope } from '../../../../src/shared/contracts/integration-constants'
import type { Db } from '../../../db/connect'
import type { ErpAnswer, ErpWriteOptions } from '../../../integration/erp/erp-answer'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { BATCH_BODY_LIMIT } from './batch-route'
import { erpAnswerSchema } from './erp-batch-schemas'

type ErpBatchRoute<Item> = {
  url: string
  summary: string
  /** What the OpenAPI document says beyond the summary (refusal codes, side effects). */
  description?: string
  scope: IntegrationScope
  body: z.ZodType<{ items: Item[] }>
  /** Bytes; documents may carry their PDFs. */
  bodyLimit?: number
  apply: (trx: Db, items: Item[], options: ErpWriteOptions) => Promise<ErpAnswer>
}

/**
 * One ERP door of the integration API (customers, contacts, cases, orders, documents, shipments): like batch-route.ts, the change
 * runs in the request's change transaction, so the change and its stored answer for the
 * Idempotency-Key commit together; 200 when every item was applied, 207 with `refused` otherwise.
 */
export function erpBatchRoute<Item>(app: FastifyInstance, route: ErpBatchRoute<Item>) {
  app.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      bodyLimit: route.bodyLimit ?? BATCH_BODY_LIMIT,
      config: { idempotent: true, integrationScope: route.scope, rateBudget: 'integration-batch' },
      schema: {
        summary: `${route.summary} (integration key with ${route.scope}; Idempotency-Key)`,
        ...(route.description ? { description: route.description } : {}),
        tags: ['integration'],
        body: route.body,
        response: {
          200: erpAnswerSchema,
          207: erpAnswerSchema,
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

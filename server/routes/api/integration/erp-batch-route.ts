import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { erpAnswerSchema } from '../../../../src/shared/contracts/erp-accounts'
import type { IntegrationScope } from '../../../../src/shared/contracts/integration-constants'
import type { Db } from '../../../db/connect'
import type { ErpAnswer } from '../../../integration/erp/erp-answer'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'

type ErpBatchRoute<Item> = {
  url: string
  summary: string
  description: string
  scope: IntegrationScope
  body: z.ZodType<{ items: Item[] }>
  apply: (trx: Db, items: Item[]) => Promise<ErpAnswer>
  /** Runs after apply, still before commit: wake a worker that will find the jobs apply queued once committed. */
  afterApply?: () => void
}

/**
 * One ERP door of the integration API (issue 29): items applied one by one in the request's change
 * transaction, so the change and its stored answer for the Idempotency-Key commit together (a replay
 * applies nothing twice). 200: every item applied; 207: the good ones applied, `refused` lists the others.
 */
export function erpBatchRoute<Item>(app: FastifyInstance, route: ErpBatchRoute<Item>) {
  app.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      config: { idempotent: true, integrationScope: route.scope, rateBudget: 'integration-batch' },
      schema: {
        summary: `${route.summary} (integration key with ${route.scope}; Idempotency-Key; 1 to 1,000 items)`,
        description: route.description,
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
      const answer = await route.apply(changeDb(request), (request.body as { items: Item[] }).items)
      route.afterApply?.()
      return reply.code(answer.refused.length > 0 ? 207 : 200).send(answer)
    },
  )
}

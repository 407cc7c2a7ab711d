import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { INTEGRATION_ERROR_CODES, type IntegrationScope } from '../../../../src/shared/contracts/integration-constants'
import { integrationCallerOf } from '../../../auth/integration-caller'
import { sendError } from '../../../http/send-error'
import { type BatchItem, batchRecords, type PartItem } from '../../../integration/api/batch-records'
import { ImportRunningError } from '../../../integration/catalog-import/import-running-error'
import { importRecords } from '../../../integration/catalog-import/import-service'
import type { RecordKind } from '../../../integration/catalog-import/records'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { type BatchAnswer, batchAnswerSchema } from './batch-schemas'

/** 1,000 parts with texts in eight languages and their references: well above the shop's 256 kB for a customer's change. */
export const BATCH_BODY_LIMIT = 8 * 1024 * 1024
/** How long a system waits before retrying while a catalogue import holds the catalogue. */
const RETRY_WHILE_IMPORTING_SECONDS = 30

type BatchRoute = {
  url: string
  summary: string
  scope: IntegrationScope
  body: z.ZodType<{ items: PartItem[] }>
  kindOf: (item: BatchItem) => RecordKind
}

/**
 * One batch door of the integration API: items → raw records → one delta run (importRecords), in the
 * request's change transaction, so the change and its stored answer for the Idempotency-Key commit
 * together. 200: every item applied; 207: the good ones applied, `refused` lists the others (like a
 * delta file's bad rows). Another import running → 503 with Retry-After, which is not stored, so a
 * retry with the same key runs the batch then.
 */
export function batchRoute(app: FastifyInstance, route: BatchRoute) {
  app.withTypeProvider<ZodTypeProvider>().post(
    route.url,
    {
      bodyLimit: BATCH_BODY_LIMIT,
      config: { idempotent: true, integrationScope: route.scope, rateBudget: 'integration-batch' },
      schema: {
        summary: `${route.summary} (integration key with ${route.scope}; Idempotency-Key; 1 to 1,000 items)`,
        tags: ['integration'],
        body: route.body,
        response: {
          200: batchAnswerSchema,
          207: batchAnswerSchema,
          ...customerChangeErrors,
          413: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = integrationCallerOf(request)
      const records = batchRecords((request.body as { items: PartItem[] }).items, route.kindOf)
      let result: Awaited<ReturnType<typeof importRecords>>
      try {
        result = await importRecords(changeDb(request), {
          records,
          source: 'api',
          startedBy: `${caller.name} (${caller.prefix}…)`,
          defaultLanguage: app.config.defaultLanguage,
        })
      } catch (error) {
        if (!(error instanceof ImportRunningError)) throw error
        reply.header('retry-after', String(RETRY_WHILE_IMPORTING_SECONDS))
        return sendError(reply, 503, INTEGRATION_ERROR_CODES.importRunning, 'A catalogue import is running; try again shortly.')
      }
      if (result.status !== 'done') {
        return sendError(reply, 422, INTEGRATION_ERROR_CODES.importFailed, result.message ?? 'The batch could not be applied.')
      }
      const answer: BatchAnswer = {
        runId: result.runId,
        applied: result.counts,
        refused: result.refusals.map(({ at, field, code, reason }) => ({ at, field, code, reason })),
      }
      return reply.code(answer.refused.length > 0 ? 207 : 200).send(answer)
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import {
  adminWordingOverridesResponseSchema,
  putWordingOverrideBodySchema,
  wordingOverridesQuerySchema,
  wordingOverridesResponseSchema,
} from '../../../../src/shared/contracts/meta'
import { auditedChange } from '../../../admin/audit-log'
import { kihAdminOf } from '../../../admin/require-kih-admin'
import { createRepositories } from '../../../db/repositories/index'
import { reposOf } from '../../../plugins/repos-of'

/**
 * The partner portal's wording (issue 15): a second catalog layer the SPA merges over the main
 * Lingui catalog. Read by everyone (only a partner portal applies it); changed by administrators.
 */
export const wordingOverridesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wording-overrides',
    {
      // Short: an edit in the admin area reaches the shop within a minute, without a redeploy.
      config: { cache: 'public-1min' },
      schema: {
        summary: "The partner's wording for one language: { messages: { messageId: text } }",
        querystring: wordingOverridesQuerySchema,
        response: { 200: wordingOverridesResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const rows = await reposOf(request).wordingOverrides.forLanguage(request.query.languageID)
      return { messages: Object.fromEntries(rows.map((row) => [row.id, row.text])) }
    },
  )

  app.get(
    '/admin/wording-overrides',
    {
      config: { auth: 'admin-service', cache: 'no-store' },
      schema: {
        summary: 'Admin area: the wording overrides of one language',
        querystring: wordingOverridesQuerySchema,
        response: { 200: adminWordingOverridesResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      return { overrides: await reposOf(request).wordingOverrides.forLanguage(request.query.languageID) }
    },
  )

  app.put(
    '/admin/wording-overrides',
    {
      config: { auth: 'admin-service', cache: 'no-store' },
      schema: {
        summary: "Admin area: set one message's wording in one language ('' removes the override)",
        body: putWordingOverrideBodySchema,
        response: { 200: adminWordingOverridesResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const { languageID, id, text } = request.body
      // Setting a value is idempotent by nature: a retried PUT ends in the same state, so no Idempotency-Key.
      // The change and its audit entry commit together (server/admin/audit-log.ts).
      await auditedChange(app.db, kihAdminOf(request), async (trx) => {
        const overrides = createRepositories(trx).wordingOverrides
        const before = await overrides.find(languageID, id)
        await overrides.put({ language: languageID, messageId: id, text, by: kihAdminOf(request).contactId })
        return { action: 'wording.update', target: `wording:${languageID}:${id}`, before, after: text || null, result: undefined }
      })
      return { overrides: await reposOf(request).wordingOverrides.forLanguage(languageID) }
    },
  )
}

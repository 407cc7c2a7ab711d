import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adminGlobalAlertListSchema,
  adminGlobalAlertSchema,
  globalAlertBodySchema,
  globalAlertParamsSchema,
} from '../../../../src/shared/contracts/admin'
import { ADMIN_ERROR_CODES } from '../../../../src/shared/contracts/admin-constants'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { auditedChange } from '../../../admin/audit-log'
import { alertById, deleteAlert, listAlerts, saveAlert } from '../../../admin/global-alerts'
import { kihAdminOf } from '../../../admin/require-kih-admin'
import { sendError } from '../../../http/send-error'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

class NotFound extends Error {}

/** Banner messages for every visitor (SPEC.md §2 global banner area). The id is the client's UUID, so a retried save is one alert. */
export const adminGlobalAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/global-alerts',
    {
      schema: { summary: 'All banner messages, newest first (admin)', response: { 200: adminGlobalAlertListSchema, ...errors } },
    },
    async () => ({ alerts: await listAlerts(app.db) }),
  )

  app.put(
    '/global-alerts/:alertId',
    {
      schema: {
        summary: 'Create or change a banner message (admin, audited)',
        params: globalAlertParamsSchema,
        body: globalAlertBodySchema,
        response: { 200: adminGlobalAlertSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (Date.parse(request.body.endsAt) <= Date.parse(request.body.startsAt)) {
        return sendError(reply, 400, ADMIN_ERROR_CODES.invalidWindow, 'The end time must be after the start time.')
      }
      const { alertId } = request.params
      return auditedChange(app.db, kihAdminOf(request), async (trx) => {
        const before = (await alertById(trx, alertId)) ?? null
        await saveAlert(trx, alertId, request.body)
        const after = (await alertById(trx, alertId)) as NonNullable<typeof before>
        return { action: 'alert.save', target: `alert:${alertId}`, before, after, result: after }
      })
    },
  )

  app.delete(
    '/global-alerts/:alertId',
    {
      schema: {
        summary: 'Delete a banner message (admin, audited)',
        params: globalAlertParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { alertId } = request.params
      try {
        await auditedChange(app.db, kihAdminOf(request), async (trx) => {
          const before = await alertById(trx, alertId)
          // Nothing to delete is no change: no audit entry either (the throw rolls the transaction back).
          if (!before) throw new NotFound()
          await deleteAlert(trx, alertId)
          return { action: 'alert.delete', target: `alert:${alertId}`, before, after: null, result: undefined }
        })
      } catch (error) {
        if (error instanceof NotFound) return sendError(reply, 404, ADMIN_ERROR_CODES.notFound, 'No such banner message.')
        throw error
      }
      return reply.code(204).send(null)
    },
  )
}

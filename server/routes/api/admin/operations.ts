import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminJobSchema,
  adminSettingsBodySchema,
  adminSettingsSchema,
  auditListSchema,
  auditQuerySchema,
  errorLogListSchema,
  errorLogQuerySchema,
  jobListSchema,
  jobParamsSchema,
  jobQuerySchema,
} from '../../../../src/shared/contracts/admin'
import { ADMIN_ERROR_CODES, ADMIN_PAGE_SIZE } from '../../../../src/shared/contracts/admin-constants'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { auditedChange, listAudit } from '../../../admin/audit-log'
import { listErrorLogs } from '../../../admin/error-log-query'
import { jobById, listJobs, RetryRefused, retryJob } from '../../../admin/jobs-query'
import { kihAdminOf } from '../../../admin/require-kih-admin'
import { readSettings, writeSettings } from '../../../admin/settings'
import { sendError } from '../../../http/send-error'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }
const paged = (page: number) => ({ page, pageSize: ADMIN_PAGE_SIZE })

/** Settings (country blacklist, defaults), the error log, jobs and the ERP outbox, and the audit log. */
export const adminOperationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        summary: 'Country blacklist, defaults and deposit settings (admin)',
        response: { 200: adminSettingsSchema, ...errors },
      },
    },
    async () => readSettings(app.db, app.config),
  )

  app.put(
    '/settings',
    {
      schema: {
        summary: 'Change the country blacklist, default country and deposit settings (admin, audited)',
        body: adminSettingsBodySchema,
        response: { 200: adminSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await auditedChange(app.db, kihAdminOf(request), async (trx) => {
        const before = await readSettings(trx, app.config)
        const after = { ...before, ...request.body, countryBlacklist: [...new Set(request.body.countryBlacklist)].sort() }
        await writeSettings(trx, {
          countryBlacklist: after.countryBlacklist,
          defaultCountry: after.defaultCountry,
          deposits: after.deposits,
        })
        return { action: 'settings.update', target: 'settings', before, after, result: after }
      })
      // This instance applies the change at once; others sharing the database within the cache's TTL.
      app.settings.invalidate()
      return saved
    },
  )

  app.get(
    '/error-logs',
    {
      schema: {
        summary: 'The error log, newest first (admin)',
        querystring: errorLogQuerySchema,
        response: { 200: errorLogListSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await listErrorLogs(app.db, { ...request.query, pageSize: ADMIN_PAGE_SIZE })),
      ...paged(request.query.page),
    }),
  )

  app.get(
    '/jobs',
    {
      schema: {
        summary: 'Background jobs and the ERP outbox (admin)',
        querystring: jobQuerySchema,
        response: { 200: jobListSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await listJobs(app.db, { ...request.query, pageSize: ADMIN_PAGE_SIZE })),
      ...paged(request.query.page),
    }),
  )

  app.post(
    '/jobs/:jobId/retry',
    {
      schema: {
        summary: 'Run a failed (or waiting) job again now (admin, audited)',
        params: jobParamsSchema,
        response: { 200: adminJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { jobId } = request.params
      try {
        const job = await auditedChange(app.db, kihAdminOf(request), async (trx) => {
          const before = await jobById(trx, jobId)
          if (!before) throw new RetryRefused(404)
          await retryJob(trx, before)
          const after = (await jobById(trx, jobId)) as NonNullable<typeof before>
          const view = (j: typeof before) => ({ state: j.state, attempts: j.attempts, runAfter: j.runAfter })
          return { action: 'job.retry', target: `job:${jobId}`, before: view(before), after: view(after), result: after }
        })
        // After the commit, like every enqueue: the runners see the job as due.
        app.checkout.kick()
        app.customerNotices.kick()
        return job
      } catch (error) {
        if (!(error instanceof RetryRefused)) throw error
        return error.status === 404
          ? sendError(reply, 404, ADMIN_ERROR_CODES.notFound, 'No such job.')
          : sendError(reply, 409, ADMIN_ERROR_CODES.notRetryable, 'A finished job is not run again.')
      }
    },
  )

  app.get(
    '/audit',
    {
      schema: {
        summary: 'The audit log of admin changes, newest first (admin)',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await listAudit(app.db, { ...request.query, pageSize: ADMIN_PAGE_SIZE })),
      ...paged(request.query.page),
    }),
  )
}

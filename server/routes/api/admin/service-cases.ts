import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_ERROR_CODES, ADMIN_PAGE_SIZE } from '../../../../src/shared/contracts/admin-constants'
import {
  adminCaseDetailSchema,
  adminCaseListSchema,
  adminCaseParamsSchema,
  adminCaseQuerySchema,
} from '../../../../src/shared/contracts/admin-service-cases'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { caseStepBodySchema } from '../../../../src/shared/contracts/returns'
import { auditedChange } from '../../../admin/audit-log'
import { kihAdminOf } from '../../../admin/require-kih-admin'
import { sendError } from '../../../http/send-error'
import { adminCaseDetail } from '../../../returns/admin-case-detail'
import { searchCases } from '../../../returns/admin-case-list'
import { CaseRefused, HTTP_STATUS_OF } from '../../../returns/case-refused'
import { moveCase } from '../../../returns/move-case'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/**
 * Return, warranty and core cases (issue 31): list, one case, and moving it on one step. A step goes
 * through moveCase like the ERP's, audited in the same transaction; a refused step writes nothing.
 * The customer's mail and the webhook are kicked once the step has committed.
 */
export const adminServiceCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service-cases',
    {
      schema: {
        summary: 'Return, warranty and core cases, newest first, by step, kind or number (admin)',
        querystring: adminCaseQuerySchema,
        response: { 200: adminCaseListSchema, ...errors },
      },
    },
    async (request) => {
      const found = await searchCases(app.db, { ...request.query, pageSize: ADMIN_PAGE_SIZE })
      return { ...found, page: request.query.page, pageSize: ADMIN_PAGE_SIZE }
    },
  )

  app.get(
    '/service-cases/:id',
    {
      schema: {
        summary: 'One case with its lines, photo counts, timeline and the steps it may take now (admin)',
        params: adminCaseParamsSchema,
        response: { 200: adminCaseDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const detail = await adminCaseDetail(app.db, request.params.id)
      return detail ?? sendError(reply, 404, ADMIN_ERROR_CODES.notFound, 'No such case.')
    },
  )

  app.get(
    '/service-cases/:id/photos/:photoId',
    {
      schema: {
        summary: "A photo of a case's line, for the inspection (admin)",
        params: z.object({ id: z.coerce.number().int().min(1), photoId: z.coerce.number().int().min(1) }),
        response: { 200: z.unknown().describe('image/jpeg, image/webp or image/png'), ...errors },
      },
    },
    async (request, reply) => {
      const photo = await app.repos.serviceCases.photo(null, request.params.id, request.params.photoId)
      if (!photo) return sendError(reply, 404, ADMIN_ERROR_CODES.notFound, 'No such photo.')
      return reply.header('x-content-type-options', 'nosniff').type(photo.mime).send(photo.bytes)
    },
  )

  app.post(
    '/service-cases/:id/steps',
    {
      schema: {
        summary: 'Move a case on one step; rejected and refused need a note; credited issues the credit note (admin, audited)',
        params: adminCaseParamsSchema,
        body: caseStepBodySchema,
        response: { 200: adminCaseDetailSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const admin = kihAdminOf(request)
      const { status, note } = request.body
      try {
        const detail = await auditedChange(app.db, admin, async (trx) => {
          const before = await trx
            .selectFrom('service_forms')
            .select(['status', 'status_note as note'])
            .where('id', '=', request.params.id)
            .executeTakeFirst()
          const moved = await moveCase(trx, {
            formId: request.params.id,
            to: status,
            actor: `admin:${admin.email}`,
            note,
            now: new Date().toISOString(),
          })
          const after = (await adminCaseDetail(trx, moved.formId)) as NonNullable<Awaited<ReturnType<typeof adminCaseDetail>>>
          return {
            action: 'serviceCase.step',
            target: `case:${moved.number}`,
            before: before ?? null,
            after: { status: moved.status, note: moved.note, creditNoteId: moved.creditNoteId },
            result: after,
          }
        })
        app.customerNotices.kick()
        app.webhooks.kick()
        return detail
      } catch (error) {
        if (!(error instanceof CaseRefused)) throw error
        return sendError(reply, HTTP_STATUS_OF[error.code], error.code, error.message)
      }
    },
  )
}

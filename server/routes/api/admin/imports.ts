import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_ERROR_CODES, ADMIN_PAGE_SIZE } from '../../../../src/shared/contracts/admin-constants'
import {
  importAcceptedSchema,
  importListQuerySchema,
  importRunDetailSchema,
  importRunListSchema,
  importRunParamsSchema,
  importUploadQuerySchema,
} from '../../../../src/shared/contracts/admin-import'
import {
  IMPORT_ERROR_CODES,
  IMPORT_MAX_BYTES,
  IMPORT_REFUSALS_SHOWN,
} from '../../../../src/shared/contracts/admin-import-constants'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { writeAudit } from '../../../admin/audit-log'
import { importReportCsv } from '../../../admin/import-report-csv'
import { receiveUpload, UploadTooLarge, uploadFileName, uploadFormat } from '../../../admin/import-upload'
import { kihAdminOf } from '../../../admin/require-kih-admin'
import { removeStaleUploads, removeUpload, startUploadImport, uploadFolder } from '../../../admin/start-upload-import'
import { sendError } from '../../../http/send-error'
import { reposOf } from '../../../plugins/repos-of'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }
const uploadErrors = { ...errors, 409: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema }

/** Refused before the body was read: close the connection instead of draining a file of gigabytes. */
const refuseUpload = (reply: FastifyReply, status: number, code: string, message: string) =>
  sendError(reply.header('connection', 'close'), status, code, message)

/**
 * The catalogue import in the admin area (issue 28): upload one file and start its run, follow the
 * run, download its refused rows. The import itself is the service's (server/integration/catalog-import).
 */
export const adminImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The file is the raw body: the parser leaves it unread, and the route streams it from `request.raw`.
  // (No body object: hooks that walk the body, like text hygiene, must not walk a socket.)
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null, undefined))

  app.post(
    '/imports',
    {
      schema: {
        summary: 'Upload a catalogue file (BMEcat .xml, .csv, .xlsx) as the raw body and start its import (admin, audited)',
        querystring: importUploadQuerySchema,
        response: { 202: importAcceptedSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const name = uploadFileName(request.query.file)
      const format = name ? uploadFormat(name) : null
      if (!name || !format) {
        return refuseUpload(reply, 415, IMPORT_ERROR_CODES.unsupportedFile, 'Upload a BMEcat .xml, a .csv or an .xlsx file.')
      }
      if (format !== 'bmecat' && !request.query.mode) {
        return refuseUpload(reply, 400, IMPORT_ERROR_CODES.modeRequired, 'Say whether the file is a full catalogue or a delta.')
      }
      if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) return tooLarge(reply)
      // Another parser (JSON, text) has read the body already: the file must come as application/octet-stream.
      if (request.body !== undefined) {
        return refuseUpload(reply, 415, IMPORT_ERROR_CODES.unsupportedFile, 'Send the file as application/octet-stream.')
      }
      const running = await reposOf(request).importRuns.running()
      if (running) return importRunning(reply)

      const runId = randomUUID()
      const folder = uploadFolder(app.config.dataDir, runId)
      removeStaleUploads(app.config.dataDir)
      let bytes: number
      try {
        bytes = await receiveUpload(request.raw, path.join(folder, name), IMPORT_MAX_BYTES)
      } catch (error) {
        removeUpload(folder)
        if (error instanceof UploadTooLarge) return tooLarge(reply)
        throw error
      }
      // Checked again after the file came in: another run may have started meanwhile.
      const refused = bytes === 0 ? 'empty' : (await reposOf(request).importRuns.running()) ? 'running' : null
      if (refused) {
        removeUpload(folder)
        return refused === 'empty'
          ? sendError(reply, 400, IMPORT_ERROR_CODES.emptyFile, 'The file is empty.')
          : importRunning(reply)
      }

      const admin = kihAdminOf(request)
      const mode = format === 'bmecat' ? undefined : request.query.mode
      await writeAudit(app.db, admin, {
        action: 'import.start',
        target: `import:${runId}`,
        before: null,
        after: { file: name, format, mode: mode ?? null, bytes },
      })
      const input = {
        runId,
        paths: [path.join(folder, name)],
        mode,
        startedBy: admin.email,
        defaultLanguage: app.config.defaultLanguage,
      }
      const location = { dataDir: app.config.dataDir, databaseUrl: app.config.databaseUrl }
      startUploadImport(location, request.log, input, folder, () => app.catalogVersion.recheck())
      return reply.code(202).send({ runId })
    },
  )

  app.get(
    '/imports',
    {
      schema: {
        summary: 'Catalogue import runs, newest first (admin)',
        querystring: importListQuerySchema,
        response: { 200: importRunListSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await reposOf(request).importRuns.list({ page: request.query.page, pageSize: ADMIN_PAGE_SIZE })),
      page: request.query.page,
      pageSize: ADMIN_PAGE_SIZE,
    }),
  )

  app.get(
    '/imports/:runId',
    {
      schema: {
        summary: 'One import run: its progress, counts and first refused rows (admin)',
        params: importRunParamsSchema,
        response: { 200: importRunDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const repo = reposOf(request).importRuns
      const run = await repo.byId(request.params.runId)
      if (!run) return sendError(reply, 404, ADMIN_ERROR_CODES.notFound, 'No such import run.')
      const refusals = await repo.refusals(run.id, { limit: IMPORT_REFUSALS_SHOWN })
      return { ...run, refusals: refusals.map(({ seq: _seq, ...refusal }) => refusal) }
    },
  )

  app.post(
    '/imports/:runId/cancel',
    {
      schema: {
        summary: 'Cancel a running import at its next step; refused while it switches the catalogue (admin, audited)',
        params: importRunParamsSchema,
        response: { 202: importAcceptedSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const admin = kihAdminOf(request)
      const { runId } = request.params
      const answer = await reposOf(request).importRuns.requestCancel(runId, admin.email)
      if (answer === 'not-running') {
        return sendError(reply, 409, IMPORT_ERROR_CODES.notRunning, 'This import is not running any more.')
      }
      if (answer === 'switching') {
        return sendError(reply, 409, IMPORT_ERROR_CODES.switching, 'Too late: the import is switching to the new catalogue.')
      }
      await writeAudit(app.db, admin, { action: 'import.cancel', target: `import:${runId}`, before: null, after: null })
      return reply.code(202).send({ runId })
    },
  )

  app.get(
    '/imports/:runId/report.csv',
    {
      schema: {
        summary: "An import run's refused rows as CSV: file, at, field, code, reason (admin)",
        params: importRunParamsSchema,
        response: { 200: z.unknown().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const repo = reposOf(request).importRuns
      const run = await repo.byId(request.params.runId)
      if (!run) return sendError(reply, 404, ADMIN_ERROR_CODES.notFound, 'No such import run.')
      const csv = importReportCsv((afterSeq) => repo.refusals(run.id, { limit: 1000, afterSeq }))
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="import-${run.startedAt.slice(0, 10)}-${run.id.slice(0, 8)}-refused.csv"`,
        )
        .send(Readable.from(csv))
    },
  )
}

function tooLarge(reply: FastifyReply) {
  const gb = IMPORT_MAX_BYTES / 1024 ** 3
  return refuseUpload(
    reply,
    413,
    IMPORT_ERROR_CODES.tooLarge,
    `The file is larger than ${gb} GB: import it with npm run import on the server.`,
  )
}

function importRunning(reply: FastifyReply) {
  return refuseUpload(reply, 409, IMPORT_ERROR_CODES.running, 'Another catalogue import is running: wait until it has ended.')
}

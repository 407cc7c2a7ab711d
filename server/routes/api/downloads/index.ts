import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import {
  createDownloadBodySchema,
  createDownloadResponseSchema,
  DOWNLOAD_ERROR_CODES,
  downloadListSchema,
  downloadStatusSchema,
  MAX_RUNNING_DOWNLOADS,
  queueIdParamsSchema,
} from '../../../../src/shared/contracts/downloads'
import { createDownload } from '../../../downloads/create-download'
import { removeQuietly } from '../../../downloads/download-files'
import { ownDownload, statusesOf, statusOf } from '../../../downloads/download-status'
import { sendError } from '../../../http/send-error'
import { callerOf } from '../../../plugins/auth'
import { changeDb } from '../../../plugins/change-transaction'
import { customerChangeErrors } from '../../../plugins/errors'
import { idempotencyClaimOf } from '../../../plugins/idempotency'
import { reposOf } from '../../../plugins/repos-of'
import { routeGroup } from '../../../plugins/route-group'
import { downloadFileRoute } from './download-file-route'
import { refuseOversizedSelection } from './refuse-oversized-selection'

/** Seconds a refused 4th download is told to wait: about what one download of a few hundred documents takes. */
const RETRY_AFTER_SECONDS = 30
const notFound = 'No such download.'

/** Multi-document downloads (issue 10): ask for a ZIP, follow it, cancel it, fetch it (download-file-route.ts). */
export const downloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { auth: 'customer' })
  const { worker } = app.downloads

  app.post(
    '/downloads',
    {
      preValidation: refuseOversizedSelection,
      config: { cache: 'no-store', idempotent: true, rateBudget: 'zip-download' },
      schema: {
        summary: 'Ask for a ZIP of documents; it is built in the background',
        body: createDownloadBodySchema,
        response: { 202: createDownloadResponseSchema, ...customerChangeErrors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const outcome = await createDownload(
        changeDb(request),
        reposOf(request).downloads,
        caller,
        request.body,
        idempotencyClaimOf(request),
      )
      if (!outcome.created) {
        // A limit that lifts by itself is not an outcome to replay: the idempotency plugin frees the key on 429.
        reply.header('retry-after', String(RETRY_AFTER_SECONDS))
        return sendError(
          reply,
          429,
          DOWNLOAD_ERROR_CODES.tooManyDownloads,
          `At most ${MAX_RUNNING_DOWNLOADS} downloads can be prepared at once. Please wait until one is ready.`,
        )
      }
      worker.kick()
      return reply.code(202).send({ queueId: outcome.queueId })
    },
  )

  app.get(
    '/downloads',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'Your downloads that have not expired, oldest first',
        response: { 200: downloadListSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { downloads } = reposOf(request)
      return { downloads: await statusesOf(downloads, await downloads.listShown(callerOf(request).customerId)) }
    },
  )

  app.get(
    '/downloads/:queueId',
    {
      config: { cache: 'private' },
      schema: {
        summary: 'Progress, errors and state of one of your downloads',
        params: queueIdParamsSchema,
        response: { 200: downloadStatusSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { downloads } = reposOf(request)
      const row = await ownDownload(downloads, callerOf(request).customerId, request.params.queueId)
      if (!row) return sendError(reply, 404, DOWNLOAD_ERROR_CODES.downloadNotFound, notFound)
      return statusOf(downloads, row)
    },
  )

  app.delete(
    '/downloads/:queueId',
    {
      config: { cache: 'no-store', idempotent: true },
      schema: {
        summary: 'Cancel one of your downloads (a finished one: delete its file)',
        params: queueIdParamsSchema,
        response: { 200: downloadStatusSchema, ...customerChangeErrors },
      },
    },
    async (request, reply) => {
      const changes = reposOf(request).downloads
      const row = await ownDownload(changes, callerOf(request).customerId, request.params.queueId)
      if (!row) return sendError(reply, 404, DOWNLOAD_ERROR_CODES.downloadNotFound, notFound)
      await changes.cancel(row.queue_id)
      // A building job notices at its next document and clears its staging; a finished file goes now.
      if (row.state === 'ready') await removeQuietly(app.downloads.files.zip(row.queue_id))
      const cancelled = await changes.get(row.queue_id)
      return statusOf(changes, cancelled ?? row)
    },
  )

  await app.register(downloadFileRoute)
}

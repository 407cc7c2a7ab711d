import type { FileHandle } from 'node:fs/promises'
import fs from 'node:fs/promises'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { DOWNLOAD_ERROR_CODES, queueIdParamsSchema } from '../../../../src/shared/contracts/downloads'
import { decideRange } from '../../../downloads/byte-range'
import { ownDownload } from '../../../downloads/download-status'
import { sendError } from '../../../http/send-error'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
const zipBody = z.unknown().describe('application/zip')

const EXPIRED_MESSAGE =
  'This download has expired: finished files are kept for 30 minutes. Please select the documents and download them again.'

/** The finished ZIP, with Range support so a dropped connection resumes where it stopped. */
export const downloadFileRoute: FastifyPluginAsyncZod = async (app) => {
  const { files } = app.downloads

  app.get(
    '/downloads/:queueId/file',
    {
      config: { cache: 'private' },
      // A ZIP does not shrink, and a compressed answer could not be resumed by byte offsets.
      compress: false,
      schema: {
        summary: 'The ZIP of one of your downloads (Range, If-Range)',
        params: queueIdParamsSchema,
        response: {
          200: zipBody,
          206: zipBody,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          410: errorBodySchema,
          416: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const row = await ownDownload(reposOf(request).downloads, callerOf(request).customerId, request.params.queueId)
      if (!row) return sendError(reply, 404, DOWNLOAD_ERROR_CODES.downloadNotFound, 'No such download.')
      const expired = row.state === 'expired' || (row.expires_at !== null && row.expires_at * 1000 <= Date.now())
      if (expired) return sendError(reply, 410, DOWNLOAD_ERROR_CODES.downloadExpired, EXPIRED_MESSAGE)
      if (row.state === 'cancelled')
        return sendError(reply, 410, DOWNLOAD_ERROR_CODES.downloadCancelled, 'This download was cancelled.')
      if (row.state !== 'ready' || row.size === null || row.etag === null) {
        return sendError(reply, 409, DOWNLOAD_ERROR_CODES.downloadNotReady, `This download has no file (it is ${row.state}).`)
      }
      // Opened first: a sweep deleting the file now cannot cut this answer short.
      let file: FileHandle
      try {
        file = await fs.open(files.zip(row.queue_id), 'r')
      } catch {
        return sendError(reply, 410, DOWNLOAD_ERROR_CODES.downloadExpired, EXPIRED_MESSAGE)
      }
      const etag = `"${row.etag}"`
      const range = decideRange(request.headers.range, headerValue(request.headers['if-range']), row.size, etag)
      reply.header('accept-ranges', 'bytes').header('etag', etag)
      if (range.kind === 'unsatisfiable') {
        await file.close()
        reply.header('content-range', `bytes */${row.size}`)
        return sendError(reply, 416, DOWNLOAD_ERROR_CODES.rangeNotSatisfiable, `The file has ${row.size} bytes.`)
      }
      const { start, end } = range.kind === 'partial' ? range : { start: 0, end: row.size - 1 }
      if (range.kind === 'partial') reply.code(206).header('content-range', `bytes ${start}-${end}/${row.size}`)
      return reply
        .type('application/zip')
        .header('content-length', String(end - start + 1))
        .header('content-disposition', `attachment; filename="${row.file_name}"`)
        .send(file.createReadStream({ start, end }))
    },
  )
}

import type { FastifyReply, FastifyRequest } from 'fastify'
import { DOWNLOAD_ERROR_CODES, MAX_DOCUMENTS_PER_DOWNLOAD } from '../../../../src/shared/contracts/downloads-constants'
import { sendError } from '../../../http/send-error'

/**
 * Runs before schema validation, so a selection over the limit or with an id twice gets its own
 * stable code (not the generic VALIDATION_FAILED) and no Idempotency-Key is spent on it.
 */
export async function refuseOversizedSelection(request: FastifyRequest, reply: FastifyReply) {
  const ids = (request.body as { documentIds?: unknown } | null)?.documentIds
  if (!Array.isArray(ids)) return
  if (ids.length > MAX_DOCUMENTS_PER_DOWNLOAD) {
    return sendError(
      reply,
      400,
      DOWNLOAD_ERROR_CODES.tooManyDocuments,
      `At most ${MAX_DOCUMENTS_PER_DOWNLOAD} documents fit in one download; ${ids.length} were selected.`,
    )
  }
  if (new Set(ids).size !== ids.length) {
    return sendError(reply, 400, DOWNLOAD_ERROR_CODES.duplicateDocuments, 'A document is listed twice.')
  }
}

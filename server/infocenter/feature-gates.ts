import type { FastifyReply, FastifyRequest } from 'fastify'
import { DOCUMENT_ERROR_CODES } from '../../src/shared/contracts/documents-constants'
import { sendError } from '../http/send-error'
import { callerOf } from '../plugins/auth'

/** SPEC.md §6's document type → feature rule, the one the SPA applies too; the routes take it from here beside requireFeature. */
export { allowedDocumentTypes } from '../../src/shared/contracts/documents-constants'

/** preHandler for routes of one feature: without it, 403 FEATURE_NOT_ALLOWED (the same for every id, so nothing is revealed). */
export function requireFeature(feature: 'order' | 'invoice' | 'shipment') {
  return async function featureGate(request: FastifyRequest, reply: FastifyReply) {
    if (callerOf(request).features[feature]) return
    return sendError(reply, 403, DOCUMENT_ERROR_CODES.featureNotAllowed, `This account has no access to ${feature} data.`)
  }
}

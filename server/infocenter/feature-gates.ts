import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Features } from '../../src/shared/contracts/account'
import { DOCUMENT_ERROR_CODES, type DocumentType } from '../../src/shared/contracts/documents-constants'
import { callerOf } from '../plugins/auth'
import { sendError } from '../plugins/errors'

/** Which feature lets a customer see which document type (SPEC.md §6): invoice → invoices and credit notes, shipment → the papers. */
const FEATURE_OF: Record<DocumentType, 'invoice' | 'shipment'> = {
  invoice: 'invoice',
  creditnote: 'invoice',
  deliverynote: 'shipment',
  packinglist: 'shipment',
}

export function allowedDocumentTypes(features: Features): DocumentType[] {
  return (Object.keys(FEATURE_OF) as DocumentType[]).filter((type) => features[FEATURE_OF[type]])
}

/** preHandler for routes of one feature: without it, 403 FEATURE_NOT_ALLOWED (the same for every id, so nothing is revealed). */
export function requireFeature(feature: 'order' | 'invoice' | 'shipment') {
  return async function featureGate(request: FastifyRequest, reply: FastifyReply) {
    if (callerOf(request).features[feature]) return
    return sendError(reply, 403, DOCUMENT_ERROR_CODES.featureNotAllowed, `This account has no access to ${feature} data.`)
  }
}

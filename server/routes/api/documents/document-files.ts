import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { DOCUMENT_ERROR_CODES, documentIdSchema, documentPdfQuerySchema } from '../../../../src/shared/contracts/documents'
import type { Language } from '../../../../src/shared/contracts/languages'
import { buildCiiXml } from '../../../documents/einvoice/cii-xml'
import { sendError } from '../../../http/send-error'
import { allowedDocumentTypes } from '../../../infocenter/feature-gates'
import { answeredNotModified, etagOf } from '../../../infocenter/private-answer'
import { erpPdfOf } from '../../../integration/erp/erp-document-pdf'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'

const params = z.object({ documentId: documentIdSchema })
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }
/** A new server may render differently; its ETags must not match what an older one sent. */
const RENDERER_EPOCH = String(Date.now())

/** A document as PDF (every type) and as an EN 16931 e-invoice (invoices and credit notes). */
export const documentFileRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Without a language the lines read as issued: the e-invoice is the legal document and keeps its snapshot. */
  const findOwn = (request: Parameters<typeof callerOf>[0], documentId: string, language?: Language) => {
    const { features, customerId } = callerOf(request)
    return reposOf(request).documentDetails.find(
      customerId,
      documentId,
      allowedDocumentTypes(features),
      features.shipment,
      language,
    )
  }

  app.get(
    '/documents/:documentId/pdf',
    {
      config: { rateBudget: 'document-file' },
      schema: {
        summary:
          'One of your documents as PDF/A-3 in the language asked for (invoices and credit notes with their e-invoice inside)',
        params,
        querystring: documentPdfQuerySchema,
        response: { 200: z.unknown().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const language = request.query.languageID
      const detail = await findOwn(request, request.params.documentId, language)
      if (!detail) return sendError(reply, 404, DOCUMENT_ERROR_CODES.documentNotFound, 'No such document.')
      const supplied = await erpPdfOf(app.db, detail.documentId)
      if (supplied) {
        // The ERP's own PDF (issue 29) is the document as issued: the same bytes in every language.
        if (answeredNotModified(request, reply, etagOf('erp', supplied.sha256))) return reply
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${detail.documentId}.pdf"`)
          .send(supplied.pdf)
      }
      // The PDF follows from the document and the language alone, so the ETag needs no rendering.
      if (answeredNotModified(request, reply, etagOf(RENDERER_EPOCH, language, JSON.stringify(detail)))) return reply
      const pdf = await app.heavyWork.renderPdf(detail, language)
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${detail.documentId}.pdf"`).send(pdf)
    },
  )

  app.get(
    '/documents/:documentId/xml',
    {
      config: { rateBudget: 'document-file' },
      schema: {
        summary: 'One of your invoices or credit notes as UN/CEFACT Cross Industry Invoice (EN 16931, Factur-X/ZUGFeRD profile)',
        params,
        response: { 200: z.unknown().describe('application/xml'), ...errors },
      },
    },
    async (request, reply) => {
      const detail = await findOwn(request, request.params.documentId)
      if (!detail) return sendError(reply, 404, DOCUMENT_ERROR_CODES.documentNotFound, 'No such document.')
      if (detail.type !== 'invoice' && detail.type !== 'creditnote') {
        return sendError(reply, 404, DOCUMENT_ERROR_CODES.noEInvoice, 'Only invoices and credit notes have an e-invoice.')
      }
      const xml = buildCiiXml(detail)
      if (answeredNotModified(request, reply, etagOf(xml))) return reply
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `inline; filename="${detail.documentId}.xml"`)
        .send(xml)
    },
  )
}

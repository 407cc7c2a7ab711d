import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Features } from '../../../../src/shared/contracts/account'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import {
  DOCUMENT_ERROR_CODES,
  type DocumentSummary,
  type DocumentType,
  documentsQuerySchema,
  EXPORT_MAX_ROWS,
  exportQuery,
} from '../../../../src/shared/contracts/documents'
import { sendError } from '../../../http/send-error'
import { refusedDateRange } from '../../../infocenter/date-range'
import { type ExportColumn, exportDisposition, exportFile } from '../../../infocenter/export-file'
import type { ExportLabels } from '../../../infocenter/export-labels/export-labels'
import { EXPORT_LABELS } from '../../../infocenter/export-labels/labels-of'
import { allowedDocumentTypes } from '../../../infocenter/feature-gates'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'

/**
 * The types a list covers: the one asked for, or all the customer may see. Asking for a type the
 * customer may not see answers 403 FEATURE_NOT_ALLOWED and gives null.
 */
export function typesAskedFor(reply: FastifyReply, features: Features, type: DocumentType | undefined): DocumentType[] | null {
  const allowed = allowedDocumentTypes(features)
  if (!type) return allowed
  if (allowed.includes(type)) return [type]
  sendError(reply, 403, DOCUMENT_ERROR_CODES.featureNotAllowed, `This account may not see documents of type ${type}.`)
  return null
}

/** Columns named and statuses and types worded in the reader's language (server/infocenter/export-labels). */
function documentColumns({ documents: name, documentStatus, documentType }: ExportLabels): ExportColumn<DocumentSummary>[] {
  return [
    { header: name.documentId, value: (d) => d.documentId },
    { header: name.type, value: (d) => documentType[d.type] },
    { header: name.date, kind: 'date', value: (d) => d.date },
    { header: name.orderNumbers, value: (d) => d.orderNumbers.join(' ') },
    { header: name.customerOrderReference, value: (d) => d.customerOrderReference },
    { header: name.total, kind: 'amount', value: (d) => d.total },
    { header: name.currency, value: (d) => d.currency },
    { header: name.status, value: (d) => documentStatus[d.status] },
  ]
}

export const documentsExportQuerySchema = documentsQuerySchema.omit({ page: true, pageSize: true }).extend(exportQuery)

/** The filtered document list as a CSV or XLSX file; registered as a static path, so it never meets /:documentId. */
export const documentsExportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents/export',
    {
      config: { rateBudget: 'list-export' },
      schema: {
        summary: `Your filtered documents as a CSV (UTF-8 with BOM) or XLSX file in languageID and timeZone, at most ${EXPORT_MAX_ROWS} rows`,
        querystring: documentsExportQuerySchema,
        response: {
          200: z.unknown().describe('text/csv or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (refusedDateRange(reply, request.query)) return reply
      const caller = callerOf(request)
      const types = typesAskedFor(reply, caller.features, request.query.type)
      if (!types) return reply
      const filters = { ...request.query, customerId: caller.customerId, types, page: 1, pageSize: 1 }
      const rows = types.length === 0 ? [] : await reposOf(request).documents.exportRows(filters, EXPORT_MAX_ROWS)
      const list = request.query.type ?? 'documents'
      const { format, languageID, timeZone } = request.query
      const columns = documentColumns(EXPORT_LABELS[languageID])
      const file = await exportFile(format, list, columns, rows, { language: languageID, timeZone }, (table) =>
        app.heavyWork.writeXlsx(table, caller.customerId),
      )
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', exportDisposition(list, caller.customerId, file.extension))
        .send(file.body)
    },
  )
}

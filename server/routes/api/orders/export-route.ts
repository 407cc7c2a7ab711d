import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import { EXPORT_MAX_ROWS, exportQuery, type OrderSummary, ordersQuerySchema } from '../../../../src/shared/contracts/documents'
import { refusedDateRange } from '../../../infocenter/date-range'
import { type ExportColumn, exportDisposition, exportFile } from '../../../infocenter/export-file'
import type { ExportLabels } from '../../../infocenter/export-labels/export-labels'
import { EXPORT_LABELS } from '../../../infocenter/export-labels/labels-of'
import { requireFeature } from '../../../infocenter/feature-gates'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'

/** Columns named and statuses worded in the reader's language (server/infocenter/export-labels). */
function orderColumns({ orders: name, orderStatus }: ExportLabels): ExportColumn<OrderSummary>[] {
  return [
    { header: name.orderNumber, value: (o) => o.orderNumber },
    { header: name.linkedOrderNumber, value: (o) => o.linkedOrderNumber },
    { header: name.placedAt, kind: 'time', value: (o) => o.placedAt },
    { header: name.status, value: (o) => orderStatus[o.status] },
    { header: name.customerOrderReference, value: (o) => o.customerOrderReference },
    { header: name.vin, value: (o) => o.vin },
    { header: name.lineCount, kind: 'count', value: (o) => o.lineCount },
    { header: name.total, kind: 'amount', value: (o) => o.total },
    { header: name.currency, value: (o) => o.currency },
  ]
}

export const ordersExportQuerySchema = ordersQuerySchema.omit({ page: true, pageSize: true }).extend(exportQuery)

/** The filtered order list as a CSV or XLSX file (at most EXPORT_MAX_ROWS rows). */
export const ordersExportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/export',
    {
      config: { rateBudget: 'list-export' },
      preHandler: requireFeature('order'),
      schema: {
        summary: `Your filtered orders as a CSV (UTF-8 with BOM) or XLSX file in languageID and timeZone, at most ${EXPORT_MAX_ROWS} rows`,
        querystring: ordersExportQuerySchema,
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
      const filters = {
        ...request.query,
        customerId: caller.customerId,
        showPrice: caller.features.showPrice,
        page: 1,
        pageSize: 1,
      }
      const rows = await reposOf(request).orderHistory.exportRows(filters, EXPORT_MAX_ROWS)
      const { format, languageID, timeZone } = request.query
      const columns = orderColumns(EXPORT_LABELS[languageID])
      const file = await exportFile(format, 'orders', columns, rows, { language: languageID, timeZone }, (table) =>
        app.heavyWork.writeXlsx(table, caller.customerId),
      )
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', exportDisposition('orders', caller.customerId, file.extension))
        .send(file.body)
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '../../../../src/shared/contracts/content'
import {
  EXPORT_MAX_ROWS,
  exportFormatSchema,
  type OrderSummary,
  ordersQuerySchema,
} from '../../../../src/shared/contracts/documents'
import { refusedDateRange } from '../../../infocenter/date-range'
import { type ExportColumn, exportDisposition, exportFile } from '../../../infocenter/export-file'
import { requireFeature } from '../../../infocenter/feature-gates'
import { callerOf } from '../../../plugins/auth'
import { reposOf } from '../../../plugins/repos-of'

/** Column headers are the API's field names: one file for every language, and a machine reads it back. */
const COLUMNS: ExportColumn<OrderSummary>[] = [
  { header: 'orderNumber', value: (o) => o.orderNumber },
  { header: 'linkedOrderNumber', value: (o) => o.linkedOrderNumber },
  { header: 'placedAt', value: (o) => o.placedAt },
  { header: 'status', value: (o) => o.status },
  { header: 'customerOrderReference', value: (o) => o.customerOrderReference },
  { header: 'vin', value: (o) => o.vin },
  { header: 'lineCount', value: (o) => o.lineCount },
  { header: 'total', value: (o) => o.total },
  { header: 'currency', value: (o) => o.currency },
]

export const ordersExportQuerySchema = ordersQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ format: exportFormatSchema })

/** The filtered order list as a CSV or XLSX file (at most EXPORT_MAX_ROWS rows). */
export const ordersExportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/export',
    {
      config: { rateBudget: 'list-export' },
      preHandler: requireFeature('order'),
      schema: {
        summary: `Your filtered orders as a CSV (UTF-8 with BOM) or XLSX file, at most ${EXPORT_MAX_ROWS} rows`,
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
      const file = await exportFile(request.query.format, 'orders', COLUMNS, rows, (table) =>
        app.heavyWork.writeXlsx(table, caller.customerId),
      )
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', exportDisposition('orders', caller.customerId, file.extension))
        .send(file.body)
    },
  )
}

import type { FastifyInstance } from 'fastify'
import { upsertErpDocuments } from '../../../integration/erp/upsert-erp-documents'
import { upsertErpOrders } from '../../../integration/erp/upsert-erp-orders'
import { upsertErpShipments } from '../../../integration/erp/upsert-erp-shipments'
import { erpBatchRoute } from './erp-batch-route'
import { documentsBatchSchema, ordersBatchSchema, shipmentsBatchSchema } from './erp-batch-schemas'

/** Room for a few ERP PDFs of several MB each beside the JSON; send large PDFs a few per call. */
const DOCUMENTS_BODY_LIMIT = 64 * 1024 * 1024

/** What the ERP issued: orders, documents and shipments (docs/erp-exchange.md "Orders, documents and shipments in"). */
export function erpDocumentRoutes(app: FastifyInstance) {
  erpBatchRoute(app, {
    url: '/orders',
    summary: 'Set status and lines of shop orders, or create ERP orders (source erp) of known customers',
    scope: 'orders:write',
    body: ordersBatchSchema,
    apply: upsertErpOrders,
  })
  erpBatchRoute(app, {
    url: '/documents',
    summary:
      'Store invoices, credit notes, delivery notes and packing lists (refused unless their totals add up; 1 to 200 items)',
    scope: 'documents:write',
    body: documentsBatchSchema,
    bodyLimit: DOCUMENTS_BODY_LIMIT,
    apply: upsertErpDocuments,
  })
  erpBatchRoute(app, {
    url: '/shipments',
    summary: 'Create or update shipments with carrier and tracking number',
    scope: 'documents:write',
    body: shipmentsBatchSchema,
    apply: upsertErpShipments,
  })
}

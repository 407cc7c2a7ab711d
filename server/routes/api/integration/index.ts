import type { FastifyPluginAsync } from 'fastify'
import { upsertErpDocuments } from '../../../integration/erp/upsert-erp-documents'
import { upsertErpOrders } from '../../../integration/erp/upsert-erp-orders'
import { upsertErpShipments } from '../../../integration/erp/upsert-erp-shipments'
import { routeGroup } from '../../../plugins/route-group'
import { BATCH_BODY_LIMIT, batchRoute } from './batch-route'
import { partDeletesBatchSchema, partsBatchSchema, pricesBatchSchema, stockBatchSchema } from './batch-schemas'
import { erpBatchRoute } from './erp-batch-route'
import { documentsBatchSchema, ordersBatchSchema, shipmentsBatchSchema } from './erp-batch-schemas'

/**
 * /api/integration/*: batch upserts and deletes for systems (an ERP, a PIM), with an integration key
 * only (issue 28, docs/api.md "Integration API"). Deletes are a POST to `…/delete`, as elsewhere in the
 * shop: a body on DELETE is dropped by too many proxies and clients.
 */
/** Room for a few ERP PDFs of several MB each beside the JSON; send large PDFs a few per call. */
const DOCUMENTS_BODY_LIMIT = 64 * 1024 * 1024

export const integrationRoutes: FastifyPluginAsync = async (app) => {
  routeGroup(app, { auth: 'integration', cache: 'no-store' })
  batchRoute(app, {
    url: '/parts',
    summary: 'Create or update parts, with their translations, OE references and features',
    scope: 'parts:write',
    body: partsBatchSchema,
    kindOf: () => 'part',
  })
  batchRoute(app, {
    url: '/parts/delete',
    summary: 'Remove parts from the catalogue',
    scope: 'parts:write',
    body: partDeletesBatchSchema,
    kindOf: () => 'delete',
  })
  batchRoute(app, {
    url: '/prices',
    summary: 'Set prices per price group (with quantity scales) or customer net prices (items with customer_id)',
    scope: 'prices:write',
    body: pricesBatchSchema,
    kindOf: (item) => ('customer_id' in item ? 'customer-price' : 'price'),
  })
  batchRoute(app, {
    url: '/stock',
    summary: 'Set stock per warehouse',
    scope: 'stock:write',
    body: stockBatchSchema,
    kindOf: () => 'stock',
  })
  // Issue 29: what the ERP issued (docs/erp-exchange.md "Orders, documents and shipments in").
  erpBatchRoute(app, {
    url: '/orders',
    summary: 'Set status and lines of shop orders, or create ERP orders (source erp) of known customers',
    scope: 'orders:write',
    body: ordersBatchSchema,
    bodyLimit: BATCH_BODY_LIMIT,
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
    bodyLimit: BATCH_BODY_LIMIT,
    apply: upsertErpShipments,
  })
}

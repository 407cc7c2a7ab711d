import type { FastifyPluginAsync } from 'fastify'
import { routeGroup } from '../../../plugins/route-group'
import { batchRoute } from './batch-route'
import { partDeletesBatchSchema, partsBatchSchema, pricesBatchSchema, stockBatchSchema } from './batch-schemas'
import { erpAccountRoutes } from './erp-account-routes'
import { erpDocumentRoutes } from './erp-document-routes'

/**
 * /api/integration/*: batch upserts and deletes for systems (an ERP, a PIM), with an integration key
 * only (issue 28, docs/api.md "Integration API"). Deletes are a POST to `…/delete`, as elsewhere in the
 * shop: a body on DELETE is dropped by too many proxies and clients.
 */
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
  // Issue 29, the ERP exchange (docs/erp-exchange.md).
  erpAccountRoutes(app)
  erpDocumentRoutes(app)
}
